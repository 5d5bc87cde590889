# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=sh
# Scenario 3 (make bench): the same workload on /dev/vda (extents) and
# /dev/vdb (block-mapped, the ext3 layout), one after the other in one
# boot. Per filesystem: a 1 GiB file written sequentially, and a 64 GiB
# sparse file with 4 KiB written at every 1 MiB (65536 pieces); each
# written twice, so that the host can count the first copies' metadata
# blocks with debugfs while the second copies are timed being deleted.
# Prints "E2E-BENCH fs file step centiseconds". Sourced by /init.

now() {
	cut -d' ' -f1 /proc/uptime | tr -d .
}

# step FS FILE STEP COMMAND...: run COMMAND with cold caches, print its time
step() {
	step_fs=$1 step_file=$2 step_name=$3
	shift 3
	sync
	echo 3 >/proc/sys/vm/drop_caches
	t0=$(now)
	if ! "$@" >/dev/null; then
		echo "E2E-FAIL $step_fs $step_file $step_name"
	fi
	echo "E2E-BENCH $step_fs $step_file $step_name $(($(now) - t0))"
}

for fs in extents:vda blockmap:vdb; do
	name=${fs%%:*}
	if ! mount -t ext4 "/dev/${fs#*:}" /mnt; then
		echo "E2E-FAIL mount $name"
		continue
	fi
	for copy in "" 2; do
		step "$name" big$copy write dd if=/dev/zero of=/mnt/big$copy bs=1M count=1024 conv=fsync
		step "$name" sparse$copy write e2e-helper stride-write /mnt/sparse$copy 64G 1M 4K
	done
	for file in big sparse; do
		step "$name" $file map e2e-helper fiemap /mnt/$file
		e2e-helper fiemap "/mnt/$file" | sed "s/^/E2E-FIEMAP $name $file /"
	done
	step "$name" big read dd if=/mnt/big of=/dev/null bs=1M
	step "$name" sparse read e2e-helper stride-read /mnt/sparse 64G 1M 4K
	step "$name" big delete sh -c 'rm /mnt/big2 && sync'
	step "$name" sparse delete sh -c 'rm /mnt/sparse2 && sync'
	umount /mnt
done

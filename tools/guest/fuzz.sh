# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=sh
# make fuzz, in the guest: /dev/vda holds hostile images, one per slot of
# 4097 blocks of 4 KiB (tools/fuzz-images): 4096 of image, then a header
# line "image N field F base B options O". For each slot from fuzz_start
# to fuzz_n - 1: copy the image to RAM, loop-mount it with options O,
# list, read and write it, unmount, and print
#   FUZZ-BEGIN slot image N field F base B options O
#   FUZZ-ERR step command      (for each command that failed)
#   FUZZ-END slot mount=RC list=RC read=RC write=RC umount=RC
# ("-" for a step not run). Whatever the kernel prints in between belongs
# to that image. Sourced by /init.
n=$(arg fuzz_n)
slot=$(arg fuzz_start)

# the first report ends the boot, so that no image runs on a kernel an
# earlier one broke (the host boots again after it): oops and WARNING
# here, KASAN by kasan.fault=panic on the command line; a task stuck in
# the kernel or a CPU spinning in it too
echo 1 >/proc/sys/kernel/panic_on_oops
echo 1 >/proc/sys/kernel/panic_on_warn
echo 60 >/proc/sys/kernel/hung_task_timeout_secs
echo 1 >/proc/sys/kernel/hung_task_panic
echo 1 >/proc/sys/kernel/softlockup_panic
mkdir -p /fz

# try STEP COMMAND...: run it; on failure print "FUZZ-ERR STEP COMMAND"
# and remember it in rc
try() {
	step=$1
	shift
	if ! "$@" >/dev/null 2>&1; then
		echo "FUZZ-ERR $step $*"
		rc=1
	fi
}

fuzz_list() {
	rc=0
	try list ls -laR /fz
	try list find /fz -xdev
	return $rc
}

# every file's data, extent map and xattrs; every symlink's target
fuzz_read() {
	rc=0
	try read find /fz -xdev -type f -exec e2e-helper read-all {} +
	try read find /fz -xdev -type l -exec readlink {} +
	return $rc
}

# allocate, fill holes in the depth-2 tree, append, shrink it, add xattrs
# to the external block, make, move and remove names; then sync it all
fuzz_write() {
	rc=0
	try write dd if=/dev/zero of=/fz/new bs=1k count=300
	try write dd if=/dev/zero of=/fz/deep bs=4k seek=5 count=2 conv=notrunc
	try write dd if=/dev/zero of=/fz/mid bs=1k count=8 oflag=append conv=notrunc
	try write e2e-helper xattr /fz/small 2 60
	try write mkdir /fz/newdir
	try write mv /fz/dir/f4 /fz/newdir/f4
	try write rm /fz/dir/f3
	try write truncate -s 100000 /fz/deep
	try write sync
	return $rc
}

while [ "$slot" -lt "$n" ]; do
	header=$(dd if=/dev/vda bs=4k skip=$((slot * 4097 + 4096)) count=1 2>/dev/null | head -n 1)
	echo "FUZZ-BEGIN $slot $header"
	m=- l=- r=- w=- u=-
	dd if=/dev/vda of=/image bs=4k skip=$((slot * 4097)) count=4096 2>/dev/null &&
		losetup /dev/loop0 /image
	mount -t ext4 -o "${header##* options }" /dev/loop0 /fz 2>/dev/null
	m=$?
	if [ $m -eq 0 ]; then
		fuzz_list
		l=$?
		fuzz_read
		r=$?
		fuzz_write
		w=$?
		umount /fz
		u=$?
	fi
	if grep -q ' /fz ' /proc/mounts; then
		echo "FUZZ-STUCK $slot: /fz stays mounted"
		break
	fi
	losetup -d /dev/loop0
	rm -f /image
	echo "FUZZ-END $slot mount=$m list=$l read=$r write=$w umount=$u"
	slot=$((slot + 1))
done

# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=sh
# Scenario "hotplug" (tools/e2e): percpu_counter_sum() while a CPU goes
# offline. The CPU leaves cpu_online_mask well before
# percpu_counter_cpu_dead() folds its per-CPU deltas into the shared
# counts; a sum taken in between must still add them (it walks the
# online and the dying CPUs).
# Each round writes 16 KiB to a new file on CPU 2 without a sync: ext4
# counts the 16 delayed clusters in s_dirtyclusters_counter, as a delta
# of CPU 2 (below the batch). A watcher on CPU 1 then reads
# /sys/fs/ext4/vda/delayed_allocation_blocks, which is
# percpu_counter_sum() of that counter, over and over while CPU 0 takes
# CPU 2 offline: every read must give the count read before. The guest
# has three CPUs, so that the watcher does not wait for the CPU that
# drives the hotplug.
#   rounds=N   the rounds (CPU 2 offline and back)
# Lines for the host: E2E-HP round|skip.
# Sourced by /init.
rounds=$(arg rounds)
cpu2=/sys/devices/system/cpu/cpu2/online
if [ ! -w "$cpu2" ] || [ "$(cat "$cpu2")" != 1 ]; then
	echo "E2E-HP skip: CPU 2 is not online or cannot go offline"
	return
fi
mkdir -p /tmp
if ! mount -t ext4 /dev/vda /mnt; then
	echo "E2E-FAIL mount"
	return
fi
# no writeback behind the rounds' backs: the delayed clusters stay
echo 0 >/proc/sys/vm/dirty_writeback_centisecs
echo 360000 >/proc/sys/vm/dirty_expire_centisecs
count=/sys/fs/ext4/vda/delayed_allocation_blocks
i=0
while [ "$i" -lt "$rounds" ]; do
	i=$((i + 1))
	taskset 4 dd if=/dev/zero of="/mnt/f$i" bs=1k count=16 2>/dev/null
	expect=$(cat "$count")
	rm -f /tmp/ready /tmp/stop
	taskset 2 e2e-helper watch "$count" "$expect" /tmp/ready /tmp/stop \
		>/tmp/watch 2>&1 &
	watcher=$!
	# the watcher reads before the CPU goes (or has failed: no READY)
	while [ ! -e /tmp/ready ] && kill -0 "$watcher" 2>/dev/null; do
		:
	done
	if taskset 1 sh -c "echo 0 >$cpu2"; then
		offline=0
	else
		offline=1
	fi
	: >/tmp/stop
	wait "$watcher"
	echo "E2E-HP round $i expect=$expect offline=$offline $(cat /tmp/watch)"
	echo 1 >"$cpu2"
done
umount /mnt && echo "E2E-HP umount ok"

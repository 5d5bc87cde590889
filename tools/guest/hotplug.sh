# shellcheck shell=sh
# Scenario "hotplug" (tools/e2e): percpu_counter_sum() while a CPU goes
# offline. The CPU leaves cpu_online_mask well before
# percpu_counter_cpu_dead() folds its per-CPU deltas into the shared
# counts; a sum taken in between must still add them (it walks the
# online and the dying CPUs).
# Each round writes 16 KiB to a new file on CPU 1 without a sync: ext4
# counts the 16 delayed clusters in s_dirtyclusters_counter, as a delta
# of CPU 1 (below the batch). A watcher on CPU 0 then reads
# /sys/fs/ext4/vda/delayed_allocation_blocks, which is
# percpu_counter_sum() of that counter, over and over while CPU 1 goes
# offline: every read must give the count read before.
#   rounds=N   the rounds (CPU 1 offline and back)
# Lines for the host: E2E-HP round|skip.
# Sourced by /init.
rounds=$(arg rounds)
cpu1=/sys/devices/system/cpu/cpu1/online
if [ ! -w "$cpu1" ] || [ "$(cat "$cpu1")" != 1 ]; then
	echo "E2E-HP skip: CPU 1 is not online or cannot go offline"
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
	taskset 2 dd if=/dev/zero of="/mnt/f$i" bs=1k count=16 2>/dev/null
	expect=$(cat "$count")
	rm -f /tmp/ready /tmp/stop
	taskset 1 e2e-helper watch "$count" "$expect" /tmp/ready /tmp/stop \
		>/tmp/watch 2>&1 &
	watcher=$!
	# the watcher reads before the CPU goes (or has failed: no READY)
	while [ ! -e /tmp/ready ] && kill -0 "$watcher" 2>/dev/null; do
		:
	done
	if echo 0 >"$cpu1"; then
		offline=0
	else
		offline=1
	fi
	: >/tmp/stop
	wait "$watcher"
	echo "E2E-HP round $i expect=$expect offline=$offline $(cat /tmp/watch)"
	echo 1 >"$cpu1"
done
umount /mnt && echo "E2E-HP umount ok"

# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=sh
# Scenario "cost" (tools/e2e): how long each whole-filesystem operation
# takes on the filesystem on /dev/vda, one after the other:
#   mount      without the lazy inode table init and the block bitmap
#              prefetch, which would otherwise run behind the later steps
#   statfs     stat -f
#   write      1 MiB written with dd conv=fsync into a new file
#   sync       sync of the whole (now idle) filesystem
#   fsmap      the whole map, FS_IOC_GETFSMAP with 1024 records a call,
#              unchecked, so that a kernel whose map is wrong is timed too
#   fitrim     fstrim of the whole filesystem (FITRIM)
#   resize     online resize to grow=N blocks (EXT4_IOC_RESIZE_FS)
#   (the whole map again, untimed and checked, for the host to hold
#   against dumpe2fs: E2E-FSMAP 1024)
#   umount
# Each step gets cost_limit=S seconds: "E2E-COST STEP SECONDS" when it
# ends in time, "E2E-COST STEP over" when it was killed at the limit,
# E2E-FAIL when it failed; the next step runs either way (none without
# the mount). Times come from /proc/uptime (10 ms). Sourced by /init.
limit=$(arg cost_limit)
grow=$(arg grow)

# cost STEP COMMAND...: run and time one step
cost() {
	step=$1
	shift
	t0=$(cut -d' ' -f1 /proc/uptime)
	timeout -s KILL "$limit" "$@" >/cost.out 2>&1
	rc=$?
	t1=$(cut -d' ' -f1 /proc/uptime)
	if [ $rc -eq 137 ]; then
		echo "E2E-COST $step over"
		return 1
	elif [ $rc -ne 0 ]; then
		echo "E2E-FAIL cost $step: exit $rc: $(head -c 300 /cost.out | tr '\n' ' ')"
		return 1
	fi
	echo "E2E-COST $step $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }')"
}

ok=1
if ! cost mount mount -t ext4 -o noinit_itable,no_prefetch_block_bitmaps /dev/vda /mnt; then
	echo "E2E-FAIL cost: no mount, no other step"
	return
fi
cost statfs stat -f /mnt || ok=
cost write dd if=/dev/zero of=/mnt/cost bs=1M count=1 conv=fsync || ok=
cost sync sync || ok=
if cost fsmap e2e-helper fsmap-count /mnt 1024; then
	echo "E2E-COST-MAP $(cat /cost.out)"
else
	ok=
fi
if cost fitrim fstrim -v /mnt; then
	echo "E2E-COST-TRIM $(tr '\n' ' ' </cost.out)"
else
	ok=
fi
if cost resize e2e-helper resize /mnt "$grow"; then
	fsmap_all 1024
else
	ok=
fi
cost umount umount /mnt || ok=
[ -z "$ok" ] || echo "E2E-OK cost"

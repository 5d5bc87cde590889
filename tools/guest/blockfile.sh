# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=sh
# Scenario "blockfile" (tools/e2e): /old is a file mapped by indirect
# blocks, as every file made by ext3 is, on a filesystem whose blocks
# below 2^32 are all in use (the host filled them with /filler). Such a
# file can only be given blocks below 2^32, so appending to it must fail
# with ENOSPC, whatever is free above 2^32, and nothing else may change.
#   mode=buffered  cat >>, then sync (delayed allocation at writeback)
#   mode=fsync     dd bs=4k conv=notrunc,fsync
#   mode=small     4 KiB with dd conv=fsync, right after 4 KiB into a new
#                  file with extents on the same CPU: a small request is
#                  served from the CPU's locality group preallocation,
#                  which that file's request put above 2^32
#   mode=mmap      stores through a shared mapping, then msync
#                  (e2e-helper append-mmap: a failed store is a SIGBUS)
#   mode=direct    write() with O_DIRECT, then fsync (e2e-helper
#                  append-direct)
#   mode=grow      cat >> while the filesystem has at most 2^32 blocks
#                  (delayed allocation), then an online resize to grow=N
#                  blocks, past 2^32, then fsync: the groups /old may
#                  use are full, and writeback must give up, not retry
#                  for ever (E2E-BF grow, resize, fsync)
#   mode=inline    no /old: a file whose data is inline in its inode has
#                  no EXTENTS flag either, but takes an extent tree when
#                  it outgrows the inode; its append must keep delayed
#                  allocation: before a sync, FIEMAP sees its first
#                  extent still inline or delayed, not allocated
#                  (E2E-BF inline inline|delalloc|allocated)
#   bflimit=S      seconds the append and its sync may take
#   room=1         the filesystem has room for /old (its last group):
#                  the 16 MiB file with extents is left out
# Lines for the host: E2E-BF control|write|sync|hang|readback|umount.
# Sourced by /init.
mode=$(arg mode)
bflimit=$(arg bflimit)
if ! mount -t ext4 /dev/vda /mnt; then
	echo "E2E-FAIL mount"
	return
fi
if [ "$mode" = inline ]; then
	dd if=/dev/urandom of=/append bs=64k count=4 2>/dev/null
	printf 'inline' >/mnt/inline
	sync
	cat /append >>/mnt/inline
	echo "E2E-BF inline $(e2e-helper fiemap-first /mnt/inline 2>&1)"
	sync
	if [ "$(tail -c 262144 /mnt/inline | sha256sum)" = "$(sha256sum </append)" ]; then
		echo "E2E-BF inline readback same"
	fi
	umount /mnt && echo "E2E-BF umount ok"
	return
fi

# 16 MiB into a new file with extents: the allocator loads (and uses)
# groups above 2^32, the only ones with free blocks
if [ "$(arg room)" != 1 ]; then
	dd if=/dev/urandom of=/mnt/ext bs=1M count=16 2>/dev/null
	sync
fi
dd if=/dev/urandom of=/append bs=64k count=4 2>/dev/null
mkdir -p /tmp

# the control: the same append to a file with extents
: >/mnt/control
if cat /append >>/mnt/control && sync && cmp -s /append /mnt/control; then
	echo "E2E-BF control ok"
else
	echo "E2E-BF control failed"
fi

# the append to /old, watched: a writeback that never ends leaves sync
# (or fsync) in D state, and the guest is then powered off from here
(
	case "$mode" in
	buffered)
		cat /append >>/mnt/old 2>/tmp/err
		echo "E2E-BF write rc=$? $(tr '\n' ' ' </tmp/err)"
		sync
		;;
	fsync)
		dd if=/append of=/mnt/old bs=4k conv=notrunc,fsync 2>/tmp/err
		echo "E2E-BF write rc=$? $(grep -v records /tmp/err | tr '\n' ' ')"
		sync
		;;
	small)
		head -c 4096 /append >/append4k
		taskset 1 dd if=/append4k of=/mnt/small bs=4k conv=fsync 2>/dev/null
		taskset 1 dd if=/append4k of=/mnt/old bs=4k conv=notrunc,fsync 2>/tmp/err
		echo "E2E-BF write rc=$? $(grep -v records /tmp/err | tr '\n' ' ')"
		sync
		;;
	mmap)
		e2e-helper append-mmap /mnt/old /append 2>/tmp/err
		echo "E2E-BF write rc=$? $(tr '\n' ' ' </tmp/err)"
		sync
		;;
	direct)
		e2e-helper append-direct /mnt/old /append 2>/tmp/err
		echo "E2E-BF write rc=$? $(tr '\n' ' ' </tmp/err)"
		sync
		;;
	grow)
		cat /append >>/mnt/old 2>/tmp/err
		echo "E2E-BF write rc=$? $(tr '\n' ' ' </tmp/err)"
		echo "E2E-BF grow $(e2e-helper fiemap-first /mnt/old 2>&1)"
		e2e-helper resize /mnt "$(arg grow)" 2>/tmp/err
		echo "E2E-BF resize rc=$? $(tr '\n' ' ' </tmp/err)"
		e2e-helper fsync /mnt/old 2>/tmp/err
		echo "E2E-BF fsync rc=$? $(tr '\n' ' ' </tmp/err)"
		sync
		;;
	*) echo "E2E-FAIL unknown mode '$mode'" ;;
	esac
	echo "E2E-BF sync done"
) &
if ! wait_for $! "$bflimit"; then
	echo "E2E-BF hang: the append and sync still running after ${bflimit} s"
	for p in /proc/[0-9]*; do
		[ "$(cut -d' ' -f3 "$p/stat" 2>/dev/null)" = D ] || continue
		echo "E2E-BF hang: $(cat "$p/comm") in D state, waiting in $(cat "$p/wchan" 2>/dev/null)"
	done
	# /init's sync would wait for ever too, as would poweroff without -n
	echo "E2E-DONE blockfile"
	poweroff -n -f
fi

# what /old holds now, read from the disk after a remount
if ! umount /mnt || ! mount -t ext4 /dev/vda /mnt; then
	echo "E2E-FAIL remount"
	return
fi
size=$(stat -c %s /mnt/old)
if [ "$(head -c "$size" /append | sha256sum)" = "$(sha256sum </mnt/old)" ]; then
	echo "E2E-BF readback same, $size bytes"
else
	echo "E2E-BF readback differs, $size bytes"
fi
umount /mnt && echo "E2E-BF umount ok"

# shellcheck shell=sh
# make fuzz, in the guest: /dev/vda holds hostile images, one per slot of
# fuzz_mb MiB (tools/fuzz-images). For each slot from fuzz_start to
# fuzz_n - 1: copy the image to RAM, loop-mount it, list, read and write
# it, unmount, and print
#   FUZZ-BEGIN slot
#   FUZZ-END slot mount=RC list=RC read=RC write=RC umount=RC
# ("-" for a step not run). Whatever the kernel prints in between belongs
# to that image. Sourced by /init.
n=$(arg fuzz_n)
mb=$(arg fuzz_mb)
slot=$(arg fuzz_start)

# a task stuck in the kernel or a CPU spinning in it ends the boot (the
# host goes on with the next image)
echo 60 >/proc/sys/kernel/hung_task_timeout_secs
echo 1 >/proc/sys/kernel/hung_task_panic
echo 1 >/proc/sys/kernel/softlockup_panic
mkdir -p /fz

fuzz_list() {
	ls -laR /fz >/dev/null 2>&1 && find /fz -xdev >/dev/null 2>&1
}

# every file's data, extent map and xattrs; every symlink's target
fuzz_read() {
	rc=0
	find /fz -xdev -type f -exec e2e-helper read-all {} + >/dev/null 2>&1 || rc=1
	find /fz -xdev -type l -exec readlink {} + >/dev/null 2>&1 || rc=1
	return $rc
}

# allocate, fill holes in the depth-2 tree, append, shrink it, add xattrs
# to the external block, make and remove names; then sync it all
fuzz_write() {
	rc=0
	echo new >/fz/new || rc=1
	dd if=/dev/zero of=/fz/new2 bs=1k count=300 2>/dev/null || rc=1
	dd if=/dev/zero of=/fz/deep bs=4k seek=5 count=2 conv=notrunc 2>/dev/null || rc=1
	echo more >>/fz/mid || rc=1
	e2e-helper xattr /fz/small 2 300 2>/dev/null || rc=1
	mkdir /fz/newdir || rc=1
	mv /fz/dir/f4 /fz/newdir/f4 || rc=1
	rm /fz/dir/f3 || rc=1
	truncate -s 100000 /fz/deep || rc=1
	sync || rc=1
	return $rc
}

while [ "$slot" -lt "$n" ]; do
	echo "FUZZ-BEGIN $slot"
	m=- l=- r=- w=- u=-
	dd if=/dev/vda of=/image bs=1M skip=$((slot * mb)) count="$mb" 2>/dev/null &&
		losetup /dev/loop0 /image
	mount -t ext4 -o errors=remount-ro /dev/loop0 /fz 2>/dev/null
	m=$?
	if [ $m -eq 0 ]; then
		fuzz_list
		l=$?
		fuzz_read
		r=$?
		fuzz_write 2>/dev/null
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

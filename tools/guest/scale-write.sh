# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=sh
# Scenario 1, first boot: a directory in a group above block 2^32, and
# files of every kind in it; the host then checks their block numbers with
# debugfs. Sourced by /init, after common.sh.
if ! mount -t ext4 -o noinit_itable /dev/vda /mnt; then
	echo "E2E-FAIL mount"
	return
fi
if ! dir_above_2_32; then
	umount /mnt
	return
fi
d=$dir
dir=/mnt/$d
allocate_near_inodes

# 40 extents of 64 KiB with holes between them: more than the inode's
# four, so the file needs an extent tree block
k=0
while [ $k -lt 40 ]; do
	dd if=/dev/urandom of="$dir"/big bs=65536 count=1 seek=$((k * 2)) \
		conv=notrunc 2>/dev/null
	k=$((k + 1))
done
# xattrs too big for the inode: an external xattr block (i_file_acl_high)
echo "xattr holder" >"$dir"/xattr
e2e-helper xattr "$dir"/xattr 3 200 || echo "E2E-FAIL setxattr"
# many small files
mkdir "$dir"/small
k=0
while [ $k -lt 300 ]; do
	dd if=/dev/urandom of="$dir"/small/f$k bs=$((512 + k * 7)) count=1 2>/dev/null
	k=$((k + 1))
done
sync
e2e-helper fiemap "$dir"/big | sed 's/^/E2E-FIEMAP big /'
(cd /mnt && find "$d" -type f | sort | xargs sha256sum) | sed 's/^/E2E-SUM /'
umount /mnt && echo "E2E-OK write"

# shellcheck shell=sh
# Scenario 1, first boot: make directories until one's inode lands in a
# group that starts above block 2^32 (checked, not assumed), then write
# files of every kind there. The host then checks the block numbers with
# debugfs. Sourced by /init; arg() reads the kernel command line.
ipg=$(arg ipg)
bpg=$(arg bpg)
fdb=$(arg fdb)
limit=4294967296

if ! mount -t ext4 -o noinit_itable /dev/vda /mnt; then
	echo "E2E-FAIL mount"
	return
fi
i=0
dir=
while [ $i -lt 400 ]; do
	mkdir /mnt/d$i
	ino=$(stat -c %i /mnt/d$i)
	group=$(((ino - 1) / ipg))
	first=$((group * bpg + fdb))
	if [ $first -gt $limit ]; then
		dir=/mnt/d$i
		break
	fi
	i=$((i + 1))
done
if [ -z "$dir" ]; then
	echo "E2E-FAIL no directory above block 2^32 after $i tries"
	umount /mnt
	return
fi
echo "E2E-DIR d$i inode $ino group $group first-block $first tries $((i + 1))"

# 40 extents of 64 KiB with holes between them: more than the inode's
# four, so the file needs an extent tree block
k=0
while [ $k -lt 40 ]; do
	dd if=/dev/urandom of=$dir/big bs=65536 count=1 seek=$((k * 2)) \
		conv=notrunc 2>/dev/null
	k=$((k + 1))
done
# xattrs too big for the inode: an external xattr block (i_file_acl_high)
echo "xattr holder" >$dir/xattr
e2e-helper xattr $dir/xattr 3 200 || echo "E2E-FAIL setxattr"
# many small files
mkdir $dir/small
k=0
while [ $k -lt 300 ]; do
	dd if=/dev/urandom of=$dir/small/f$k bs=$((512 + k * 7)) count=1 2>/dev/null
	k=$((k + 1))
done
sync
e2e-helper fiemap $dir/big | sed 's/^/E2E-FIEMAP big /'
(cd /mnt && find d$i -type f | sort | xargs sha256sum) | sed 's/^/E2E-SUM /'
umount /mnt && echo "E2E-OK write"

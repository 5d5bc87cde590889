# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=sh
# Scenario 2, writer: create, overwrite and delete files in a directory
# above block 2^32 until the host kills QEMU. Each file also carries an
# external xattr block, so deleting it frees journaled metadata (revoke
# records). The log says what is durable:
#   E2E-BEGIN name sum     a new version may or may not survive
#   E2E-FSYNC name sum     this version is durable (renamed, dir fsynced)
#   E2E-DELETE name        the file may or may not survive
#   E2E-DELETED name       the file is gone for good
# Sourced by /init, after common.sh.
if ! mount -t ext4 -o noinit_itable /dev/vda /mnt; then
	echo "E2E-FAIL mount"
	return
fi
d=$(arg dir)
if [ -z "$d" ]; then
	dir_above_2_32 || return
	# shellcheck disable=SC2154 # set by dir_above_2_32
	d=$dir
fi
cd "/mnt/$d" || return
allocate_near_inodes
i=$(arg start)

# put_version NAME: write a new version of NAME next to it, make it
# durable, then rename it over NAME and make the rename durable
put_version() {
	dd if=/dev/urandom of="$1.new" bs=1024 count=$((4 + i % 61)) 2>/dev/null
	e2e-helper xattr "$1.new" 2 300
	sum=$(sha256sum <"$1.new" | cut -d' ' -f1)
	e2e-helper fsync "$1.new"
	echo "E2E-BEGIN $1 $sum"
	mv "$1.new" "$1"
	e2e-helper fsync .
	echo "E2E-FSYNC $1 $sum"
}

echo "E2E-WRITER ready at $i"
while :; do
	put_version "r$i"
	if [ $((i % 3)) -eq 2 ]; then
		put_version "r$((i - 2))"
	fi
	if [ $((i % 4)) -eq 3 ]; then
		echo "E2E-DELETE r$((i - 3))"
		rm -f "r$((i - 3))"
		e2e-helper fsync .
		echo "E2E-DELETED r$((i - 3))"
	fi
	i=$((i + 1))
done

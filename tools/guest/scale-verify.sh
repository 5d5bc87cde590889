# shellcheck shell=sh
# Scenario 1, second boot: remount and print every file's checksum again,
# and read the external xattrs back. Sourced by /init.
dir=$(arg dir)
if ! mount -t ext4 -o noinit_itable /dev/vda /mnt; then
	echo "E2E-FAIL mount"
	return
fi
(cd /mnt && find "$dir" -type f | sort | xargs sha256sum) | sed 's/^/E2E-SUM /'
if e2e-helper xattr-check "/mnt/$dir/xattr" 3 200; then
	echo "E2E-OK xattr"
else
	echo "E2E-FAIL xattr"
fi
umount /mnt && echo "E2E-OK verify"

# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=sh
# Scenario 1, second boot: remount and print every file's checksum again,
# read the external xattrs back and map the filesystem with
# FS_IOC_GETFSMAP. Sourced by /init.
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
# the whole filesystem's map, asked for as xfs_io -c fsmap asks (each
# call from the last record of the one before)
fsmap_all 1024
umount /mnt && echo "E2E-OK verify"

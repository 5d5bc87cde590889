# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=sh
# Scenario fsmap: the map of the filesystem on /dev/vda, asked for each
# number of records a call in recs= (comma-separated) on the kernel
# command line; the host holds each map against dumpe2fs. Sourced by
# /init, after common.sh.
if ! mount -t ext4 -o ro /dev/vda /mnt; then
	echo "E2E-FAIL mount"
	return
fi
for recs in $(arg recs | tr , ' '); do
	fsmap_all "$recs"
done
umount /mnt && echo "E2E-OK fsmap"

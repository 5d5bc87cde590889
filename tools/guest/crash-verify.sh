# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=sh
# Scenario 2, after a kill: mount (which replays the journal) and print
# the checksum of every file the writer left, for the host to hold
# against the writer's log. Sourced by /init.
if ! mount -t ext4 -o noinit_itable /dev/vda /mnt; then
	echo "E2E-FAIL mount"
	return
fi
d=$(arg dir)
dmesg | grep -E 'EXT4-fs.*(recovery|orphan)' | sed 's/^/E2E-KERNEL /'
for f in /mnt/"$d"/r*; do
	case "$f" in *.new) continue ;; esac
	[ -f "$f" ] || continue
	echo "E2E-HAVE ${f##*/} $(sha256sum <"$f" | cut -d' ' -f1)"
done
umount /mnt && echo "E2E-OK verify"

# shellcheck shell=sh
# Scenario fsmap: the map of a small filesystem whose journal fills whole
# groups, asked for one record a call and 1024 a call; the host holds
# both against dumpe2fs. Sourced by /init, after common.sh.
if ! mount -t ext4 -o ro /dev/vda /mnt; then
	echo "E2E-FAIL mount"
	return
fi
fsmap_all 1
fsmap_all 1024
umount /mnt && echo "E2E-OK fsmap"

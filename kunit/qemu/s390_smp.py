# kunit.py --qemu_config for s390x (64-bit, big-endian) with four CPUs.
#
# s390 is always SMP; this is the big-endian run that proves on-disk byte
# order. Cross-compiled: kunit.py needs --cross_compile=s390x-linux-gnu-.
#
# One RAM disk (brd, CONFIG_BLK_DEV_RAM in .kunitconfig) of 64 TiB, of
# which nothing is allocated until written: ext4_extent_blocks puts an
# extent tree whose blocks lie above 2^32 into its page cache.
from ..qemu_config import QemuArchParams

QEMU_ARCH = QemuArchParams(linux_arch='s390',
			   kconfig='''
CONFIG_EXPERT=y
CONFIG_TUNE_ZEC12=y
CONFIG_NUMA=y
CONFIG_MODULES=y
CONFIG_NR_CPUS=8''',
			   qemu_arch='s390x',
			   kernel_path='arch/s390/boot/bzImage',
			   kernel_command_line='console=ttyS0 brd.rd_nr=1 brd.rd_size=68719476736',
			   extra_qemu_params=['-machine', 's390-ccw-virtio',
					      '-cpu', 'qemu', '-smp', '4'])

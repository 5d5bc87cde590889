# SPDX-License-Identifier: GPL-2.0
# kunit.py --qemu_config for s390x (64-bit, big-endian) with four CPUs.
#
# s390 is always SMP; this is the big-endian run that proves on-disk byte
# order. Cross-compiled: kunit.py needs --cross_compile=s390x-linux-gnu-.
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
			   kernel_command_line='console=ttyS0',
			   extra_qemu_params=['-machine', 's390-ccw-virtio',
					      '-cpu', 'qemu', '-smp', '4'])

// SPDX-License-Identifier: GPL-2.0
/*
 * e2e-helper: what the end-to-end guest needs and busybox lacks.
 * Built static on the host (tools/e2e) into the initramfs.
 *
 *   e2e-helper xattr FILE COUNT SIZE   set COUNT user.e2e.N xattrs of SIZE
 *                                      bytes each (too big for the inode:
 *                                      ext4 puts them in an external block)
 *   e2e-helper xattr-check FILE COUNT SIZE
 *                                      read them back; exit 1 on mismatch
 *   e2e-helper fiemap FILE             print "extents N first P last Q",
 *                                      physical bytes of the first and last
 *   e2e-helper fsync PATH...           fsync() each file or directory
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/xattr.h>
#include <unistd.h>

static void fill(char *buf, size_t size, int n)
{
	size_t i;

	for (i = 0; i < size; i++)
		buf[i] = 'a' + (i * 7 + n) % 26;
}

static int xattrs(const char *file, int count, size_t size, int check)
{
	char name[32], *want = malloc(size), *got = malloc(size + 1);
	int n;

	if (!want || !got)
		return 2;
	for (n = 0; n < count; n++) {
		snprintf(name, sizeof(name), "user.e2e.%d", n);
		fill(want, size, n);
		if (!check) {
			if (setxattr(file, name, want, size, 0)) {
				fprintf(stderr, "setxattr %s %s: %s\n", file, name,
					strerror(errno));
				return 1;
			}
		} else if (getxattr(file, name, got, size + 1) != (ssize_t)size ||
			   memcmp(got, want, size)) {
			fprintf(stderr, "xattr %s %s: wrong or missing\n", file, name);
			return 1;
		}
	}
	return 0;
}

static int fiemap(const char *file)
{
	unsigned int max = 4096;
	struct fiemap *fm = calloc(1, sizeof(*fm) + max * sizeof(struct fiemap_extent));
	int fd = open(file, O_RDONLY);

	if (!fm || fd < 0) {
		perror(file);
		return 1;
	}
	fm->fm_length = ~0ULL;
	fm->fm_flags = FIEMAP_FLAG_SYNC;
	fm->fm_extent_count = max;
	if (ioctl(fd, FS_IOC_FIEMAP, fm)) {
		perror("FS_IOC_FIEMAP");
		return 1;
	}
	printf("extents %u first %llu last %llu\n", fm->fm_mapped_extents,
	       fm->fm_mapped_extents ? (unsigned long long)fm->fm_extents[0].fe_physical : 0,
	       fm->fm_mapped_extents ?
	       (unsigned long long)fm->fm_extents[fm->fm_mapped_extents - 1].fe_physical : 0);
	close(fd);
	return 0;
}

static int fsync_paths(int n, char **paths)
{
	int i, fd;

	for (i = 0; i < n; i++) {
		fd = open(paths[i], O_RDONLY);
		if (fd < 0 || fsync(fd)) {
			perror(paths[i]);
			return 1;
		}
		close(fd);
	}
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 5 && !strcmp(argv[1], "xattr"))
		return xattrs(argv[2], atoi(argv[3]), atoi(argv[4]), 0);
	if (argc == 5 && !strcmp(argv[1], "xattr-check"))
		return xattrs(argv[2], atoi(argv[3]), atoi(argv[4]), 1);
	if (argc == 3 && !strcmp(argv[1], "fiemap"))
		return fiemap(argv[2]);
	if (argc >= 3 && !strcmp(argv[1], "fsync"))
		return fsync_paths(argc - 2, argv + 2);
	fprintf(stderr, "usage: e2e-helper xattr|xattr-check FILE COUNT SIZE\n"
		"       e2e-helper fiemap FILE\n"
		"       e2e-helper fsync PATH...\n");
	return 2;
}

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
 *   e2e-helper fiemap-first FILE       print "delalloc", "inline" or
 *                                      "allocated": how FIEMAP, without a
 *                                      sync first, sees the file's first
 *                                      extent
 *   e2e-helper fsync PATH...           fsync() each file or directory
 *   e2e-helper stride-write FILE SIZE STRIDE CHUNK
 *                                      write CHUNK bytes at every STRIDE
 *                                      bytes up to SIZE, then fsync
 *   e2e-helper stride-read FILE SIZE STRIDE CHUNK
 *                                      read them back; exit 1 on mismatch
 *   e2e-helper read-all FILE...        read each file's data, extent map
 *                                      (FIEMAP) and every xattr; exit 1
 *                                      if any of it fails (make fuzz)
 *   e2e-helper fsmap DIR RECS          map the whole filesystem mounted at
 *                                      DIR with FS_IOC_GETFSMAP, RECS
 *                                      records a call; print what each
 *                                      owner holds and a digest of the
 *                                      records and calls (fsmap_walk())
 *   e2e-helper append-mmap FILE SRC    append SRC's bytes to FILE through a
 *                                      shared mapping (ftruncate, stores,
 *                                      msync); a store that faults with
 *                                      SIGBUS is reported, and FILE cut
 *                                      back to its size
 *   e2e-helper append-direct FILE SRC  append SRC's bytes to FILE with
 *                                      O_DIRECT (both sizes multiples of
 *                                      4 KiB), then fsync
 *   e2e-helper resize DIR BLOCKS       grow the ext4 filesystem mounted at
 *                                      DIR to BLOCKS blocks online
 *                                      (EXT4_IOC_RESIZE_FS)
 *   e2e-helper fsmap-count DIR RECS    the whole map, RECS records a call,
 *                                      unchecked: print "records N"
 *   e2e-helper fsmap-resize DIR RECS CALLS BLOCKS
 *                                      map CALLS calls of RECS records,
 *                                      grow the filesystem to BLOCKS
 *                                      blocks online, map the rest, then
 *                                      the rest again with a new query:
 *                                      exit 1 if the two differ
 *                                      (fsmap_resize())
 *   e2e-helper watch FILE EXPECT READY STOP
 *                                      read FILE's number until STOP
 *                                      exists (READY made after the
 *                                      first read); print the reads and
 *                                      how many differed from EXPECT
 * Sizes are in bytes, with an optional K, M or G suffix.
 */
#define _GNU_SOURCE	/* O_DIRECT */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <linux/fsmap.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/time.h>
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

/* walk a file's extents with FS_IOC_FIEMAP; with out, print a summary */
static int fiemap_count(const char *file, FILE *out)
{
	unsigned int max = 1024, n = 0, i;
	struct fiemap *fm = calloc(1, sizeof(*fm) + max * sizeof(struct fiemap_extent));
	unsigned long long first = 0, last = 0, start = 0;
	int fd = open(file, O_RDONLY), done = 0;

	if (!fm || fd < 0) {
		perror(file);
		return 1;
	}
	/* in batches of max extents, until the one flagged last */
	while (!done) {
		memset(fm, 0, sizeof(*fm));
		fm->fm_start = start;
		fm->fm_length = ~0ULL - start;
		fm->fm_flags = n ? 0 : FIEMAP_FLAG_SYNC;
		fm->fm_extent_count = max;
		if (ioctl(fd, FS_IOC_FIEMAP, fm)) {
			perror("FS_IOC_FIEMAP");
			close(fd);
			free(fm);
			return 1;
		}
		if (!fm->fm_mapped_extents)
			break;
		for (i = 0; i < fm->fm_mapped_extents; i++) {
			struct fiemap_extent *fe = &fm->fm_extents[i];

			if (!n++)
				first = fe->fe_physical;
			last = fe->fe_physical;
			start = fe->fe_logical + fe->fe_length;
			done |= fe->fe_flags & FIEMAP_EXTENT_LAST;
		}
	}
	if (out)
		fprintf(out, "extents %u first %llu last %llu\n", n, first, last);
	close(fd);
	free(fm);
	return 0;
}

/*
 * The owners ext4 reports (fs/ext4/fsmap.h): FMR_OWNER('X', n) are the
 * generic codes, FMR_OWNER('f', n) ext4's own.
 */
static const struct {
	const char *name;
	unsigned long long owner;
} fsmap_owners[] = {
	{ "free", FMR_OWN_FREE },
	{ "unknown", FMR_OWN_UNKNOWN },
	{ "fs", FMR_OWNER('X', 1) },
	{ "log", FMR_OWNER('X', 2) },
	{ "inodes", FMR_OWNER('X', 5) },
	{ "gdt", FMR_OWNER('f', 1) },
	{ "resv_gdt", FMR_OWNER('f', 2) },
	{ "blkbm", FMR_OWNER('f', 3) },
	{ "inobm", FMR_OWNER('f', 4) },
};
#define FSMAP_OWNERS (sizeof(fsmap_owners) / sizeof(fsmap_owners[0]))

static int fiemap_first(const char *file)
{
	struct fiemap *fm = calloc(1, sizeof(*fm) + sizeof(struct fiemap_extent));
	int fd = open(file, O_RDONLY);

	if (!fm || fd < 0) {
		perror(file);
		return 1;
	}
	fm->fm_length = ~0ULL;
	fm->fm_extent_count = 1;
	if (ioctl(fd, FS_IOC_FIEMAP, fm)) {
		perror("FS_IOC_FIEMAP");
		return 1;
	}
	if (!fm->fm_mapped_extents) {
		fprintf(stderr, "%s: no extent\n", file);
		return 1;
	}
	if (fm->fm_extents[0].fe_flags & FIEMAP_EXTENT_DELALLOC)
		printf("delalloc\n");
	else if (fm->fm_extents[0].fe_flags & FIEMAP_EXTENT_DATA_INLINE)
		printf("inline\n");
	else
		printf("allocated\n");
	close(fd);
	free(fm);
	return 0;
}

/* FNV-1a, 64 bits: the digest of a map, to compare two kernels' maps */
static unsigned long long fnv1a(unsigned long long h, unsigned long long v)
{
	int i;

	for (i = 0; i < 8; i++, v >>= 8)
		h = (h ^ (v & 0xff)) * 0x100000001b3ULL;
	return h;
}

/*
 * A GETFSMAP head for recs records, its low key zero and its high key
 * everything (the keys' reserved words must stay zero), or NULL
 */
static struct fsmap_head *fsmap_head_new(unsigned int recs)
{
	struct fsmap_head *head = calloc(1, fsmap_sizeof(recs));

	if (head) {
		head->fmh_keys[1].fmr_device = UINT32_MAX;
		head->fmh_keys[1].fmr_flags = UINT32_MAX;
		head->fmh_keys[1].fmr_physical = UINT64_MAX;
		head->fmh_keys[1].fmr_owner = UINT64_MAX;
		head->fmh_keys[1].fmr_offset = UINT64_MAX;
	}
	return head;
}

/*
 * Map the data device of the filesystem mounted at dir with
 * FS_IOC_GETFSMAP, recs records a call, each call resuming after the
 * last record of the one before (its low key is that record). The
 * records must tile the device: the first starts at byte 0 and each
 * starts where the one before ended. Prints
 *   records N calls N end BYTES seconds S OWNER BYTES...
 * with the bytes each owner of fsmap_owners holds; exit 1 on a gap, an
 * overlap or an owner not in that table.
 */
static int fsmap_walk(const char *dir, unsigned int recs)
{
	unsigned long long digest = 0xcbf29ce484222325ULL;
	struct fsmap_head *head = fsmap_head_new(recs);
	unsigned long long bytes[FSMAP_OWNERS] = { 0 }, end = 0, records = 0;
	unsigned long long calls = 0;
	struct timeval t0, t1;
	int fd = open(dir, O_RDONLY), done = 0;
	unsigned int i, o;

	if (!head || fd < 0 || !recs) {
		perror(dir);
		return 1;
	}
	gettimeofday(&t0, NULL);
	while (!done) {
		head->fmh_count = recs;
		if (ioctl(fd, FS_IOC_GETFSMAP, head)) {
			perror("FS_IOC_GETFSMAP");
			return 1;
		}
		calls++;
		if (!head->fmh_entries)
			break;
		for (i = 0; i < head->fmh_entries; i++) {
			struct fsmap *r = &head->fmh_recs[i];

			if (r->fmr_physical != end) {
				fprintf(stderr, "fsmap: call %llu record %u: %llu bytes at %llu (owner %#llx), want byte %llu; the call's low key: %llu bytes at %llu (owner %#llx)\n",
					calls, i, (unsigned long long)r->fmr_length,
					(unsigned long long)r->fmr_physical,
					(unsigned long long)r->fmr_owner, end,
					(unsigned long long)head->fmh_keys[0].fmr_length,
					(unsigned long long)head->fmh_keys[0].fmr_physical,
					(unsigned long long)head->fmh_keys[0].fmr_owner);
				if (i)
					fprintf(stderr, "fsmap: record before: %llu bytes at %llu (owner %#llx)\n",
						(unsigned long long)r[-1].fmr_length,
						(unsigned long long)r[-1].fmr_physical,
						(unsigned long long)r[-1].fmr_owner);
				return 1;
			}
			for (o = 0; o < FSMAP_OWNERS; o++)
				if (fsmap_owners[o].owner == r->fmr_owner)
					break;
			if (o == FSMAP_OWNERS) {
				fprintf(stderr, "fsmap: owner %#llx at byte %llu\n",
					(unsigned long long)r->fmr_owner, end);
				return 1;
			}
			/* each record, where its call puts it */
			digest = fnv1a(digest, calls);
			digest = fnv1a(digest, i);
			digest = fnv1a(digest, r->fmr_physical);
			digest = fnv1a(digest, r->fmr_length);
			digest = fnv1a(digest, r->fmr_owner);
			digest = fnv1a(digest, r->fmr_flags);
			bytes[o] += r->fmr_length;
			end += r->fmr_length;
			records++;
			done |= r->fmr_flags & FMR_OF_LAST;
		}
		head->fmh_keys[0] = head->fmh_recs[head->fmh_entries - 1];
	}
	gettimeofday(&t1, NULL);
	printf("records %llu calls %llu digest %016llx end %llu seconds %ld",
	       records, calls, digest, end, (long)(t1.tv_sec - t0.tv_sec));
	for (o = 0; o < FSMAP_OWNERS; o++)
		printf(" %s %llu", fsmap_owners[o].name, bytes[o]);
	printf("\n");
	close(fd);
	free(head);
	return 0;
}

/* data, extent map and xattrs of one file, as a reader would touch them */
static int read_one(const char *file)
{
	char buf[65536], *names, *name;
	ssize_t len, n;
	int fd = open(file, O_RDONLY), rc = 0;

	if (fd < 0) {
		perror(file);
		return 1;
	}
	while ((n = read(fd, buf, sizeof(buf))) > 0)
		;
	if (n < 0) {
		perror(file);
		rc = 1;
	}
	close(fd);
	if (fiemap_count(file, NULL))
		rc = 1;
	len = listxattr(file, NULL, 0);
	if (len < 0) {
		perror(file);
		return 1;
	}
	names = malloc(len + 1);
	if (!names)
		return 1;
	len = listxattr(file, names, len);
	for (name = names; len > 0 && name < names + len; name += strlen(name) + 1)
		if (getxattr(file, name, buf, sizeof(buf)) < 0) {
			fprintf(stderr, "getxattr %s %s: %s\n", file, name, strerror(errno));
			rc = 1;
		}
	if (len < 0) {
		perror(file);
		rc = 1;
	}
	free(names);
	return rc;
}

static int read_all(int n, char **files)
{
	int i, rc = 0;

	for (i = 0; i < n; i++)
		rc |= read_one(files[i]);
	return rc;
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

static unsigned long long size_arg(const char *arg)
{
	char *end;
	unsigned long long v = strtoull(arg, &end, 0);

	switch (*end) {
	case 'G':
		v <<= 10;
		/* fall through */
	case 'M':
		v <<= 10;
		/* fall through */
	case 'K':
		v <<= 10;
	}
	return v;
}

static int stride(const char *file, const char *size_s, const char *stride_s,
		  const char *chunk_s, int reading)
{
	unsigned long long size = size_arg(size_s), step = size_arg(stride_s);
	size_t chunk = size_arg(chunk_s);
	char *want = malloc(chunk), *got = malloc(chunk);
	unsigned long long off;
	int fd = open(file, reading ? O_RDONLY : O_WRONLY | O_CREAT, 0644);

	if (fd < 0 || !want || !got || !step) {
		perror(file);
		return 1;
	}
	for (off = 0; off + chunk <= size; off += step) {
		fill(want, chunk, (int)(off / step));
		if (reading) {
			if (pread(fd, got, chunk, off) != (ssize_t)chunk ||
			    memcmp(got, want, chunk)) {
				fprintf(stderr, "%s: wrong data at %llu\n", file, off);
				return 1;
			}
		} else if (pwrite(fd, want, chunk, off) != (ssize_t)chunk) {
			perror("pwrite");
			return 1;
		}
	}
	if (!reading && (ftruncate(fd, size) || fsync(fd))) {
		perror(file);
		return 1;
	}
	close(fd);
	return 0;
}

/* SRC's whole content in a buffer aligned for O_DIRECT; its size in *size */
static char *read_src(const char *src, size_t *size)
{
	struct stat st;
	char *buf = NULL;
	int fd = open(src, O_RDONLY);

	if (fd < 0 || fstat(fd, &st) ||
	    posix_memalign((void **)&buf, 4096, st.st_size ? st.st_size : 1) ||
	    read(fd, buf, st.st_size) != st.st_size) {
		perror(src);
		free(buf);
		return NULL;
	}
	close(fd);
	*size = st.st_size;
	return buf;
}

static sigjmp_buf bus_jmp;

static void on_sigbus(int sig)
{
	siglongjmp(bus_jmp, sig);
}

static int append_mmap(const char *file, const char *src)
{
	size_t n, done = 0;
	char *buf = read_src(src, &n), *map;
	volatile size_t stored = 0;
	struct stat st;
	int fd = open(file, O_RDWR);

	if (!buf || fd < 0 || fstat(fd, &st) ||
	    ftruncate(fd, st.st_size + n)) {
		perror(file);
		return 1;
	}
	map = mmap(NULL, st.st_size + n, PROT_READ | PROT_WRITE, MAP_SHARED,
		   fd, 0);
	if (map == MAP_FAILED) {
		perror("mmap");
		return 1;
	}
	signal(SIGBUS, on_sigbus);
	if (sigsetjmp(bus_jmp, 1)) {
		fprintf(stderr, "%s: SIGBUS on the store at byte %zu\n", file,
			(size_t)(st.st_size + stored));
		munmap(map, st.st_size + n);
		if (ftruncate(fd, st.st_size))
			perror(file);
		return 3;
	}
	/* a page at a time: each first store to a page faults it writable */
	for (done = 0; done < n; done += 4096) {
		size_t len = n - done < 4096 ? n - done : 4096;

		memcpy(map + st.st_size + done, buf + done, len);
		stored = done + len;
	}
	if (msync(map, st.st_size + n, MS_SYNC)) {
		perror("msync");
		return 1;
	}
	munmap(map, st.st_size + n);
	close(fd);
	return 0;
}

static int append_direct(const char *file, const char *src)
{
	size_t n;
	char *buf = read_src(src, &n);
	int fd = open(file, O_WRONLY | O_APPEND | O_DIRECT);
	ssize_t ret;

	if (!buf || fd < 0) {
		perror(file);
		return 1;
	}
	ret = write(fd, buf, n);
	if (ret != (ssize_t)n) {
		if (ret < 0)
			perror("write");
		else
			fprintf(stderr, "%s: short write, %zd of %zu\n", file,
				ret, n);
		return 1;
	}
	if (fsync(fd)) {
		perror("fsync");
		return 1;
	}
	close(fd);
	return 0;
}

#ifndef EXT4_IOC_RESIZE_FS
#define EXT4_IOC_RESIZE_FS	_IOW('f', 16, __u64)	/* linux/ext4.h */
#endif

/*
 * Read FILE (one number) over and over until STOP exists, having created
 * READY once the first read is done; print how many reads gave another
 * value than EXPECT, and the first such value.
 */
static int watch(const char *file, const char *expect, const char *ready,
		 const char *stop)
{
	long long want = atoll(expect), v, first = 0;
	unsigned long reads = 0, differ = 0;
	char buf[64];
	int fd = open(file, O_RDONLY);
	ssize_t n;

	if (fd < 0) {
		perror(file);
		return 1;
	}
	do {
		n = pread(fd, buf, sizeof(buf) - 1, 0);
		if (n <= 0) {
			perror(file);
			return 1;
		}
		buf[n] = '\0';
		v = atoll(buf);
		if (v != want && !differ++)
			first = v;
		if (!reads++)
			close(open(ready, O_WRONLY | O_CREAT, 0644));
	} while (access(stop, F_OK));
	printf("reads=%lu differ=%lu first=%lld\n", reads, differ, first);
	close(fd);
	return 0;
}

/* Online resize of the ext4 filesystem mounted at DIR to BLOCKS blocks. */
static int resize(const char *dir, const char *blocks)
{
	char *end;
	__u64 n = strtoull(blocks, &end, 10);
	int fd = open(dir, O_RDONLY | O_DIRECTORY);

	if (*blocks == '\0' || *end != '\0') {
		fprintf(stderr, "resize: '%s' is not a block count\n", blocks);
		return 2;
	}
	if (fd < 0 || ioctl(fd, EXT4_IOC_RESIZE_FS, &n)) {
		perror(dir);
		return 1;
	}
	close(fd);
	return 0;
}

/*
 * GETFSMAP from head's low key on, recs records a call, each call
 * resuming after the last record of the one before, for at most
 * max_calls calls (0: to the end of the device). Adds each record to
 * *digest and counts them in *records; the low key is left at the
 * last record.
 */
static int fsmap_from(int fd, struct fsmap_head *head, unsigned int recs,
		      unsigned int max_calls, unsigned long long *digest,
		      unsigned long long *records)
{
	unsigned int calls = 0, i;
	int done = 0;

	while (!done && (!max_calls || calls < max_calls)) {
		head->fmh_count = recs;
		if (ioctl(fd, FS_IOC_GETFSMAP, head)) {
			perror("FS_IOC_GETFSMAP");
			return 1;
		}
		calls++;
		if (!head->fmh_entries)
			break;
		for (i = 0; i < head->fmh_entries; i++) {
			struct fsmap *r = &head->fmh_recs[i];

			*digest = fnv1a(*digest, r->fmr_physical);
			*digest = fnv1a(*digest, r->fmr_length);
			*digest = fnv1a(*digest, r->fmr_owner);
			*digest = fnv1a(*digest, r->fmr_flags);
			(*records)++;
			done |= r->fmr_flags & FMR_OF_LAST;
		}
		head->fmh_keys[0] = head->fmh_recs[head->fmh_entries - 1];
	}
	return 0;
}

/*
 * The whole map of the filesystem mounted at dir, recs records a call,
 * unchecked (a kernel whose map has gaps is timed too). Prints
 *   records N
 */
static int fsmap_count(const char *dir, unsigned int recs)
{
	unsigned long long records = 0, digest = 0;
	struct fsmap_head *head = fsmap_head_new(recs);
	int fd = open(dir, O_RDONLY);

	if (!head || fd < 0 || !recs) {
		perror(dir);
		return 1;
	}
	if (fsmap_from(fd, head, recs, 0, &digest, &records))
		return 1;
	printf("records %llu\n", records);
	close(fd);
	free(head);
	return 0;
}

/*
 * A map across an online resize: map the filesystem mounted at dir from
 * its start, recs records a call, for calls calls; grow it to blocks
 * blocks; map the rest from the last record on; then map that rest
 * again, a new query from the same record. Both must give the same
 * records: what the kernel kept of the metadata before the resize may
 * not answer the first. Prints
 *   first N rest N digest D again N digest D
 * and exits 1 if the rests differ.
 */
static int fsmap_resize(const char *dir, unsigned int recs, unsigned int calls,
			const char *blocks)
{
	unsigned long long first = 0, rest = 0, again = 0, digest = 0;
	unsigned long long d_rest = 0xcbf29ce484222325ULL, d_again = d_rest;
	struct fsmap_head *head = fsmap_head_new(recs);
	struct fsmap key;
	int fd = open(dir, O_RDONLY), rc;

	if (!head || fd < 0 || !recs || !calls) {
		perror(dir);
		return 1;
	}
	if (fsmap_from(fd, head, recs, calls, &digest, &first))
		return 1;
	key = head->fmh_keys[0];
	rc = resize(dir, blocks);
	if (rc)
		return rc;
	if (fsmap_from(fd, head, recs, 0, &d_rest, &rest))
		return 1;
	head->fmh_keys[0] = key;
	if (fsmap_from(fd, head, recs, 0, &d_again, &again))
		return 1;
	printf("first %llu rest %llu digest %016llx again %llu digest %016llx\n",
	       first, rest, d_rest, again, d_again);
	close(fd);
	free(head);
	return rest != again || d_rest != d_again;
}

int main(int argc, char **argv)
{
	if (argc == 5 && !strcmp(argv[1], "xattr"))
		return xattrs(argv[2], atoi(argv[3]), atoi(argv[4]), 0);
	if (argc == 5 && !strcmp(argv[1], "xattr-check"))
		return xattrs(argv[2], atoi(argv[3]), atoi(argv[4]), 1);
	if (argc == 3 && !strcmp(argv[1], "fiemap"))
		return fiemap_count(argv[2], stdout);
	if (argc == 3 && !strcmp(argv[1], "fiemap-first"))
		return fiemap_first(argv[2]);
	if (argc >= 3 && !strcmp(argv[1], "fsync"))
		return fsync_paths(argc - 2, argv + 2);
	if (argc == 6 && !strcmp(argv[1], "stride-write"))
		return stride(argv[2], argv[3], argv[4], argv[5], 0);
	if (argc == 6 && !strcmp(argv[1], "stride-read"))
		return stride(argv[2], argv[3], argv[4], argv[5], 1);
	if (argc >= 3 && !strcmp(argv[1], "read-all"))
		return read_all(argc - 2, argv + 2);
	if (argc == 4 && !strcmp(argv[1], "fsmap"))
		return fsmap_walk(argv[2], atoi(argv[3]));
	if (argc == 4 && !strcmp(argv[1], "append-mmap"))
		return append_mmap(argv[2], argv[3]);
	if (argc == 4 && !strcmp(argv[1], "append-direct"))
		return append_direct(argv[2], argv[3]);
	if (argc == 4 && !strcmp(argv[1], "resize"))
		return resize(argv[2], argv[3]);
	if (argc == 4 && !strcmp(argv[1], "fsmap-count"))
		return fsmap_count(argv[2], atoi(argv[3]));
	if (argc == 6 && !strcmp(argv[1], "fsmap-resize"))
		return fsmap_resize(argv[2], atoi(argv[3]), atoi(argv[4]), argv[5]);
	if (argc == 6 && !strcmp(argv[1], "watch"))
		return watch(argv[2], argv[3], argv[4], argv[5]);
	fprintf(stderr, "usage: e2e-helper xattr|xattr-check FILE COUNT SIZE\n"
		"       e2e-helper fiemap|fiemap-first FILE\n"
		"       e2e-helper fsync PATH...\n"
		"       e2e-helper stride-write|stride-read FILE SIZE STRIDE CHUNK\n"
		"       e2e-helper read-all FILE...\n"
		"       e2e-helper fsmap DIR RECS\n"
		"       e2e-helper append-mmap|append-direct FILE SRC\n"
		"       e2e-helper resize DIR BLOCKS\n"
		"       e2e-helper fsmap-count DIR RECS\n"
		"       e2e-helper fsmap-resize DIR RECS CALLS BLOCKS\n"
		"       e2e-helper watch FILE EXPECT READY STOP\n");
	return 2;
}

"""`difflib` for agent programs: `SequenceMatcher` (the longest matching blocks, by Ratcliff and
Obershelp's method with CPython's junk and popular-element rules, and the ratios built on them)
`get_close_matches`, which ranks the possibilities by `ratio()` as CPython does, and
`unified_diff` and `context_diff` over the change groups `get_grouped_opcodes` cuts from the
edits; `Differ`, `ndiff` and `restore` are in `difflib_differ.py`, read as one module with this."""

from heapq import nlargest as _nlargest
from typing import NamedTuple


class Match(NamedTuple):
    a: int
    b: int
    size: int


class SequenceMatcher:
    def __init__(self, isjunk=None, a="", b="", autojunk=True):
        self.isjunk = isjunk
        self.autojunk = autojunk
        self.a = None
        self.b = None
        self.set_seqs(a, b)

    def set_seqs(self, a, b):
        self.set_seq1(a)
        self.set_seq2(b)

    def set_seq1(self, a):
        self.a = a
        self.matching_blocks = None
        self.opcodes = None

    def set_seq2(self, b):
        self.b = b
        self.matching_blocks = None
        self.opcodes = None
        self.fullbcount = None
        self._index_b()

    def _index_b(self):
        # Where each element of `b` occurs, without the junk, and without the popular elements
        # (more than 1% of a `b` of 200 or more) when `autojunk` holds.
        b = self.b
        b2j = {}
        for i in range(len(b)):
            b2j.setdefault(b[i], []).append(i)
        self.bjunk = set()
        isjunk = self.isjunk
        if isjunk is not None:
            for elt in list(b2j):
                if isjunk(elt):
                    self.bjunk.add(elt)
                    del b2j[elt]
        self.bpopular = set()
        n = len(b)
        if self.autojunk and n >= 200:
            most = n // 100 + 1
            for elt in list(b2j):
                if len(b2j[elt]) > most:
                    self.bpopular.add(elt)
                    del b2j[elt]
        self.b2j = b2j

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        a, b, b2j, bjunk = self.a, self.b, self.b2j, self.bjunk
        if ahi is None:
            ahi = len(a)
        if bhi is None:
            bhi = len(b)
        besti, bestj, bestsize = alo, blo, 0
        # The length of the match ending at a[i-1] and b[j], for each j, from the row before.
        j2len = {}
        for i in range(alo, ahi):
            newj2len = {}
            for j in b2j.get(a[i], []):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = j2len.get(j - 1, 0) + 1
                newj2len[j] = k
                if k > bestsize:
                    besti, bestj, bestsize = i - k + 1, j - k + 1, k
            j2len = newj2len
        # Extend with elements that are not indexed (popular ones), then with junk, on both sides.
        while besti > alo and bestj > blo and b[bestj - 1] not in bjunk and a[besti - 1] == b[bestj - 1]:
            besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
        while (
            besti + bestsize < ahi
            and bestj + bestsize < bhi
            and b[bestj + bestsize] not in bjunk
            and a[besti + bestsize] == b[bestj + bestsize]
        ):
            bestsize += 1
        while besti > alo and bestj > blo and b[bestj - 1] in bjunk and a[besti - 1] == b[bestj - 1]:
            besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
        while (
            besti + bestsize < ahi
            and bestj + bestsize < bhi
            and b[bestj + bestsize] in bjunk
            and a[besti + bestsize] == b[bestj + bestsize]
        ):
            bestsize += 1
        return Match(besti, bestj, bestsize)

    def get_matching_blocks(self):
        if self.matching_blocks is not None:
            return self.matching_blocks
        la, lb = len(self.a), len(self.b)
        queue = [(0, la, 0, lb)]
        blocks = []
        while queue:
            alo, ahi, blo, bhi = queue.pop()
            i, j, k = self.find_longest_match(alo, ahi, blo, bhi)
            if k:
                blocks.append((i, j, k))
                if alo < i and blo < j:
                    queue.append((alo, i, blo, j))
                if i + k < ahi and j + k < bhi:
                    queue.append((i + k, ahi, j + k, bhi))
        blocks.sort()
        # Adjacent blocks joined into one.
        i1 = j1 = k1 = 0
        joined = []
        for i2, j2, k2 in blocks:
            if i1 + k1 == i2 and j1 + k1 == j2:
                k1 += k2
            else:
                if k1:
                    joined.append((i1, j1, k1))
                i1, j1, k1 = i2, j2, k2
        if k1:
            joined.append((i1, j1, k1))
        joined.append((la, lb, 0))
        self.matching_blocks = [Match(i, j, k) for i, j, k in joined]
        return self.matching_blocks

    def get_opcodes(self):
        if self.opcodes is not None:
            return self.opcodes
        i = j = 0
        answer = []
        for ai, bj, size in self.get_matching_blocks():
            tag = ""
            if i < ai and j < bj:
                tag = "replace"
            elif i < ai:
                tag = "delete"
            elif j < bj:
                tag = "insert"
            if tag:
                answer.append((tag, i, ai, j, bj))
            i, j = ai + size, bj + size
            if size:
                answer.append(("equal", ai, i, bj, j))
        self.opcodes = answer
        return answer

    def get_grouped_opcodes(self, n=3):
        edits = list(self.get_opcodes()) or [("equal", 0, 1, 0, 1)]
        # At most `n` unchanged items before the first change and after the last.
        tag, i1, i2, j1, j2 = edits[0]
        if tag == "equal":
            edits[0] = (tag, max(i1, i2 - n), i2, max(j1, j2 - n), j2)
        tag, i1, i2, j1, j2 = edits[-1]
        if tag == "equal":
            edits[-1] = (tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n))
        group = []
        for tag, i1, i2, j1, j2 in edits:
            if tag == "equal" and i2 - i1 > 2 * n:
                # A long unchanged run closes the group with `n` items of it and opens the
                # next with the last `n`.
                group.append((tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)))
                yield group
                group = []
                i1, j1 = max(i1, i2 - n), max(j1, j2 - n)
            group.append((tag, i1, i2, j1, j2))
        if group and (len(group) > 1 or group[0][0] != "equal"):
            yield group

    def ratio(self):
        matches = 0
        for block in self.get_matching_blocks():
            matches += block[2]
        return _ratio(matches, len(self.a) + len(self.b))

    def quick_ratio(self):
        if self.fullbcount is None:
            self.fullbcount = {}
            for elt in self.b:
                self.fullbcount[elt] = self.fullbcount.get(elt, 0) + 1
        avail = {}
        matches = 0
        for elt in self.a:
            numb = avail.get(elt, self.fullbcount.get(elt, 0))
            avail[elt] = numb - 1
            if numb > 0:
                matches += 1
        return _ratio(matches, len(self.a) + len(self.b))

    def real_quick_ratio(self):
        la, lb = len(self.a), len(self.b)
        return _ratio(min(la, lb), la + lb)


def _ratio(matches, length):
    return 2.0 * matches / length if length else 1.0


def get_close_matches(word, possibilities, n=3, cutoff=0.6):
    if not n > 0:
        raise ValueError(f"n must be > 0: {n!r}")
    if not 0.0 <= cutoff <= 1.0:
        raise ValueError(f"cutoff must be in [0.0, 1.0]: {cutoff!r}")
    result = []
    s = SequenceMatcher()
    s.set_seq2(word)
    for x in possibilities:
        s.set_seq1(x)
        if s.real_quick_ratio() >= cutoff and s.quick_ratio() >= cutoff and s.ratio() >= cutoff:
            result.append((s.ratio(), x))
    result = _nlargest(n, result)
    return [x for score, x in result]


def _unified_range(start, stop):
    length = stop - start
    if length == 1:
        return str(start + 1)
    # An empty range names the line before it.
    return f"{start + 1 if length else start},{length}"


def _check_lines(a, b, names):
    for lines in (a, b):
        if lines and not isinstance(lines[0], str):
            first = lines[0]
            raise TypeError(f"lines to compare must be str, not {type(first).__name__} ({first!r})")
    for name in names:
        if not isinstance(name, str):
            raise TypeError(f"all arguments must be str, not: {name!r}")


def _file_line(mark, name, date, lineterm):
    # A diff's header line for one file: its name, then its date after a tab when given.
    return f"{mark} {name}\t{date}{lineterm}" if date else f"{mark} {name}{lineterm}"


def unified_diff(a, b, fromfile="", tofile="", fromfiledate="", tofiledate="", n=3, lineterm="\n"):
    _check_lines(a, b, (fromfile, tofile, fromfiledate, tofiledate, lineterm))
    header = True
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if header:
            header = False
            yield _file_line("---", fromfile, fromfiledate, lineterm)
            yield _file_line("+++", tofile, tofiledate, lineterm)
        first, last = group[0], group[-1]
        yield f"@@ -{_unified_range(first[1], last[2])} +{_unified_range(first[3], last[4])} @@{lineterm}"
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                for line in a[i1:i2]:
                    yield " " + line
                continue
            if tag != "insert":
                for line in a[i1:i2]:
                    yield "-" + line
            if tag != "delete":
                for line in b[j1:j2]:
                    yield "+" + line


def _context_range(start, stop):
    # `N` for one line, `N,M` for several; an empty range names the line before it.
    length = stop - start
    first = start + 1 if length else start
    if length <= 1:
        return str(first)
    return f"{first},{first + length - 1}"


_CONTEXT_MARKS = {"insert": "+ ", "delete": "- ", "replace": "! ", "equal": "  "}


def context_diff(a, b, fromfile="", tofile="", fromfiledate="", tofiledate="", n=3, lineterm="\n"):
    _check_lines(a, b, (fromfile, tofile, fromfiledate, tofiledate, lineterm))
    header = True
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if header:
            header = False
            yield _file_line("***", fromfile, fromfiledate, lineterm)
            yield _file_line("---", tofile, tofiledate, lineterm)
        first, last = group[0], group[-1]
        yield "***************" + lineterm
        yield f"*** {_context_range(first[1], last[2])} ****{lineterm}"
        # Each side lists its lines only when the group changes something on it.
        if any(op[0] in ("replace", "delete") for op in group):
            for tag, i1, i2, _, _ in group:
                if tag != "insert":
                    for line in a[i1:i2]:
                        yield _CONTEXT_MARKS[tag] + line
        yield f"--- {_context_range(first[3], last[4])} ----{lineterm}"
        if any(op[0] in ("replace", "insert") for op in group):
            for tag, _, _, j1, j2 in group:
                if tag != "delete":
                    for line in b[j1:j2]:
                        yield _CONTEXT_MARKS[tag] + line

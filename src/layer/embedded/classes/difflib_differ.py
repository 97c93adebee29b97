# `Differ` and `ndiff`: line diffs whose changed lines are paired by similarity (`ratio()` above
# 0.75 on their characters) and marked character by character on `?` hint lines, as CPython's
# `Differ` pairs and marks them; `restore` takes either side back out of such a diff.


def IS_LINE_JUNK(line):
    # A blank line, or one holding a single `#` among whitespace.
    rest = line.lstrip()
    return rest == "" or (rest[0] == "#" and rest[1:].strip() == "")


def IS_CHARACTER_JUNK(ch, ws=" \t"):
    return ch in ws


def _keep_original_ws(s, tags):
    # The hint line under `s`: where `s` has whitespace and nothing changed, its own character.
    out = ""
    for c, tag in zip(s, tags):
        out += c if tag == " " and c.isspace() else tag
    return out


class Differ:
    def __init__(self, linejunk=None, charjunk=None):
        self.linejunk = linejunk
        self.charjunk = charjunk

    def compare(self, a, b):
        cruncher = SequenceMatcher(self.linejunk, a, b)
        for tag, alo, ahi, blo, bhi in cruncher.get_opcodes():
            if tag == "replace":
                yield from self._fancy_replace(a, alo, ahi, b, blo, bhi)
            elif tag == "delete":
                yield from self._dump("-", a, alo, ahi)
            elif tag == "insert":
                yield from self._dump("+", b, blo, bhi)
            else:
                yield from self._dump(" ", a, alo, ahi)

    def _dump(self, tag, x, lo, hi):
        for i in range(lo, hi):
            yield "%s %s" % (tag, x[i])

    def _plain_replace(self, a, alo, ahi, b, blo, bhi):
        # The shorter block first.
        if bhi - blo < ahi - alo:
            yield from self._dump("+", b, blo, bhi)
            yield from self._dump("-", a, alo, ahi)
        else:
            yield from self._dump("-", a, alo, ahi)
            yield from self._dump("+", b, blo, bhi)

    def _fancy_replace(self, a, alo, ahi, b, blo, bhi):
        # The most similar pair of different lines (first found wins ties, `b` outermost) is
        # the point the two blocks are synchronised at; failing one at least 0.75 similar, the
        # first identical pair; failing that, a plain replace.
        best_ratio = 0.74
        best_i = best_j = -1
        eqi = eqj = None
        cruncher = SequenceMatcher(self.charjunk)
        for j in range(blo, bhi):
            bj = b[j]
            cruncher.set_seq2(bj)
            for i in range(alo, ahi):
                ai = a[i]
                if ai == bj:
                    if eqi is None:
                        eqi, eqj = i, j
                    continue
                cruncher.set_seq1(ai)
                if (
                    cruncher.real_quick_ratio() > best_ratio
                    and cruncher.quick_ratio() > best_ratio
                    and cruncher.ratio() > best_ratio
                ):
                    best_ratio, best_i, best_j = cruncher.ratio(), i, j
        if best_ratio < 0.75:
            if eqi is None:
                yield from self._plain_replace(a, alo, ahi, b, blo, bhi)
                return
            best_i, best_j = eqi, eqj
        else:
            eqi = None
        yield from self._fancy_helper(a, alo, best_i, b, blo, best_j)
        aelt, belt = a[best_i], b[best_j]
        if eqi is None:
            atags = btags = ""
            cruncher.set_seqs(aelt, belt)
            for tag, ai1, ai2, bj1, bj2 in cruncher.get_opcodes():
                la, lb = ai2 - ai1, bj2 - bj1
                if tag == "replace":
                    atags += "^" * la
                    btags += "^" * lb
                elif tag == "delete":
                    atags += "-" * la
                elif tag == "insert":
                    btags += "+" * lb
                else:
                    atags += " " * la
                    btags += " " * lb
            yield from self._qformat(aelt, belt, atags, btags)
        else:
            yield "  " + aelt
        yield from self._fancy_helper(a, best_i + 1, ahi, b, best_j + 1, bhi)

    def _fancy_helper(self, a, alo, ahi, b, blo, bhi):
        if alo < ahi:
            if blo < bhi:
                yield from self._fancy_replace(a, alo, ahi, b, blo, bhi)
            else:
                yield from self._dump("-", a, alo, ahi)
        elif blo < bhi:
            yield from self._dump("+", b, blo, bhi)

    def _qformat(self, aline, bline, atags, btags):
        atags = _keep_original_ws(aline, atags).rstrip()
        btags = _keep_original_ws(bline, btags).rstrip()
        yield "- " + aline
        if atags:
            yield f"? {atags}\n"
        yield "+ " + bline
        if btags:
            yield f"? {btags}\n"


# `ndiff`'s default `charjunk`, `IS_CHARACTER_JUNK` (a default must be a literal here).
_CHARACTER_JUNK = "\x00IS_CHARACTER_JUNK"


def ndiff(a, b, linejunk=None, charjunk=_CHARACTER_JUNK):
    if isinstance(charjunk, str) and charjunk == _CHARACTER_JUNK:
        charjunk = IS_CHARACTER_JUNK
    return Differ(linejunk, charjunk).compare(a, b)


def restore(delta, which):
    side = int(which)
    if side not in (1, 2):
        raise ValueError("unknown delta choice (must be 1 or 2): %r" % (which,))
    tag = "- " if side == 1 else "+ "
    for line in delta:
        if line[:2] in ("  ", tag):
            yield line[2:]

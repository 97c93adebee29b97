"""`io` for agent programs: `StringIO`, an in-memory text file, as a subset class, so both
engines run one definition of its writes, reads, positions and newline handling (CPython's
C `StringIO`: positions count characters)."""

from math import _index

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2

# `StringIO`'s own methods and the `IOBase` ones it inherits word a closed file differently.
_CLOSED = "I/O operation on closed file"
_CLOSED_BASE = "I/O operation on closed file."


def _size_argument(size):
    # `read(size)` and `readline(size)`: an int (an object by its `__index__`), or None for
    # everything.
    if size is None:
        return -1
    if not isinstance(size, int) and not hasattr(size, "__index__"):
        raise TypeError(f"argument should be integer or None, not '{type(size).__name__}'")
    return _index(size)


def _split_keeping_ends(text, mark):
    parts = text.split(mark)
    lines = [p + mark for p in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    return lines


def _lines_of(text, newline):
    # `text` cut after each line end, as `readline` would cut it line by line.
    if newline is None:
        return _split_keeping_ends(text, "\n")
    if newline != "":
        return _split_keeping_ends(text, newline)
    # Universal line ends without translation: `\r`, `\n` or `\r\n`.
    lines = []
    for piece in _split_keeping_ends(text, "\n"):
        if "\r" not in piece:
            lines.append(piece)
            continue
        inner = _split_keeping_ends(piece, "\r")
        if len(inner) > 1 and inner[-1] == "\n":
            inner[-2] = inner[-2] + "\n"
            inner.pop()
        lines.extend(inner)
    return lines


class StringIO:
    def __init__(self, initial_value="", newline="\n"):
        if newline is not None and not isinstance(newline, str):
            raise TypeError(f"newline must be str or None, not {type(newline).__name__}")
        if newline not in (None, "", "\n", "\r", "\r\n"):
            raise ValueError(f"illegal newline value: {newline!r}")
        if initial_value is not None and not isinstance(initial_value, str):
            raise TypeError(f"initial_value must be str or None, not {type(initial_value).__name__}")
        self._newline = newline
        self._closed = False
        # The text is `_text` followed by the pieces in `_tail`, joined when read: appending
        # writes stay linear in the text's length.
        self._text = ""
        self._tail = []
        self._size = 0
        self._pos = 0
        # The lines from `_lines_pos` on, cut once when reading by lines starts there (slicing
        # the text line by line would cost its length per line); a write drops them.
        self._lines = None
        self._lines_pos = 0
        self._lines_next = 0
        if initial_value:
            self._write(initial_value)
        self._pos = 0

    def _check_open(self, message):
        if self._closed:
            raise ValueError(message)

    def _value(self):
        if self._tail:
            self._text = self._text + "".join(self._tail)
            self._tail = []
        return self._text

    def _write(self, s):
        # CPython translates newlines on the way in: universal with `newline=None`, `\n` to
        # the newline asked for with `'\r'` or `'\r\n'`, nothing otherwise.
        if self._newline is None:
            s = s.replace("\r\n", "\n").replace("\r", "\n")
        elif self._newline in ("\r", "\r\n"):
            s = s.replace("\n", self._newline)
        n = len(s)
        self._lines = None
        if self._pos == self._size:
            self._tail.append(s)
        else:
            text = self._value()
            if self._pos > self._size:
                text = text + "\0" * (self._pos - self._size)
            self._text = text[: self._pos] + s + text[self._pos + n :]
        self._pos += n
        if self._pos > self._size:
            self._size = self._pos

    def write(self, s):
        if not isinstance(s, str):
            raise TypeError(f"string argument expected, got '{type(s).__name__}'")
        self._check_open(_CLOSED)
        if s:
            self._write(s)
        return len(s)

    def writelines(self, lines):
        self._check_open(_CLOSED_BASE)
        for line in lines:
            self.write(line)

    def getvalue(self):
        self._check_open(_CLOSED)
        return self._value()

    def read(self, size=-1):
        self._check_open(_CLOSED)
        n = _size_argument(size)
        if self._pos >= self._size:
            return ""
        end = self._size if n < 0 else min(self._size, self._pos + n)
        piece = self._value()[self._pos : end]
        self._pos = end
        return piece

    def _line_end(self, text, start, stop):
        # Where the line starting at `start` ends (after its newline), or `stop`.
        if self._newline == "":
            # Universal newlines without translation: `\r`, `\n` or `\r\n` end a line.
            cr = text.find("\r", start, stop)
            lf = text.find("\n", start, stop)
            if cr < 0 and lf < 0:
                return stop
            if cr < 0 or (lf >= 0 and lf < cr):
                return lf + 1
            if cr + 1 < stop and text[cr + 1] == "\n":
                return cr + 2
            return cr + 1
        mark = "\n" if self._newline is None else self._newline
        found = text.find(mark, start, stop)
        if found < 0:
            return stop
        return min(found + len(mark), stop)

    def _readline(self, limit):
        if self._pos >= self._size:
            return ""
        if limit < 0:
            if self._lines is None or self._lines_pos != self._pos:
                self._lines = _lines_of(self._value()[self._pos :], self._newline)
                self._lines_next = 0
            line = self._lines[self._lines_next]
            self._lines_next += 1
            self._pos += len(line)
            self._lines_pos = self._pos
            return line
        stop = self._size if limit < 0 else min(self._size, self._pos + limit)
        text = self._value()
        end = self._line_end(text, self._pos, stop)
        line = text[self._pos : end]
        self._pos = end
        return line

    def readline(self, size=-1):
        self._check_open(_CLOSED)
        return self._readline(_size_argument(size))

    def readlines(self, hint=-1):
        self._check_open(_CLOSED_BASE)
        limit = -1 if hint is None else _index(hint)
        lines = []
        total = 0
        while True:
            line = self._readline(-1)
            if line == "":
                return lines
            lines.append(line)
            if limit > 0:
                if len(line) > limit - total:
                    return lines
                total += len(line)

    def __iter__(self):
        self._check_open(_CLOSED_BASE)
        return self

    def __next__(self):
        self._check_open(_CLOSED)
        line = self._readline(-1)
        if line == "":
            raise StopIteration
        return line

    def seek(self, pos, whence=0):
        pos = _index(pos)
        whence = _index(whence)
        self._check_open(_CLOSED)
        if whence not in (0, 1, 2):
            raise ValueError(f"Invalid whence ({whence}, should be 0, 1 or 2)")
        if pos < 0 and whence == 0:
            raise ValueError(f"Negative seek position {pos}")
        if whence != 0 and pos != 0:
            raise OSError("Can't do nonzero cur-relative seeks")
        if whence == 1:
            pos = self._pos
        elif whence == 2:
            pos = self._size
        self._pos = pos
        return pos

    def tell(self):
        self._check_open(_CLOSED)
        return self._pos

    def truncate(self, size=None):
        self._check_open(_CLOSED)
        size = self._pos if size is None else _index(size)
        if size < 0:
            raise ValueError(f"Negative size value {size}")
        if size < self._size:
            self._lines = None
            self._text = self._value()[:size]
            self._size = size
        return size

    def close(self):
        self._closed = True

    @property
    def closed(self):
        return self._closed

    def readable(self):
        self._check_open(_CLOSED)
        return True

    def writable(self):
        self._check_open(_CLOSED)
        return True

    def seekable(self):
        self._check_open(_CLOSED)
        return True

    def isatty(self):
        self._check_open(_CLOSED_BASE)
        return False

    def flush(self):
        # `IOBase.flush` checks a flag `StringIO.close` does not set: it never raises.
        return None

    def __enter__(self):
        self._check_open(_CLOSED_BASE)
        return self

    def __exit__(self, kind, value, traceback):
        self.close()

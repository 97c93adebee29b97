"""`pathlib`'s pure paths for agent programs: `PurePath` and `PurePosixPath`, `Path` and
`PosixPath` as text operations over parts (single inheritance: `PurePosixPath` and `Path`
derive from `PurePath`, `PosixPath` from `Path`; a `PurePath` is written as CPython's
`PurePosixPath` and a `Path` as its `PosixPath`): joining with `/`, `name`, `suffix`,
`stem`, `parent`, `parents`, `with_*`, `relative_to`, `match`, comparison and hashing as
CPython's POSIX flavour does them. Nothing here reads the file system: `Path`'s methods that
would (`exists`, `read_text`, `iterdir`, `resolve`, ...) are not defined, so a call of one is
refused before the program runs (the `filesystem` layer's effects do that work)."""


def _split(text):
    # `//` alone at the start is a root of its own (POSIX leaves it to the system); one or
    # three and more slashes are `/`.
    root = ""
    if text.startswith("/"):
        root = "//" if text.startswith("//") and not text.startswith("///") else "/"
    parts = [p for p in text.split("/") if p and p != "."]
    return root, parts


def _fnmatch(name, pattern):
    """Whether `name` matches the shell pattern `pattern` (`*`, `?`, `[seq]`, `[!seq]`),
    case-sensitively, as POSIX paths match."""
    if not pattern:
        return not name
    head = pattern[0]
    if head == "*":
        return any(_fnmatch(name[i:], pattern[1:]) for i in range(len(name) + 1))
    if not name:
        return False
    if head == "?":
        return _fnmatch(name[1:], pattern[1:])
    if head == "[":
        end = pattern.find("]", 2 if pattern[1:2] in ("!", "]") else 1)
        if end > 0:
            chars = pattern[1:end]
            negate = chars.startswith("!")
            if negate:
                chars = chars[1:]
            hit = False
            i = 0
            while i < len(chars):
                if i + 2 < len(chars) and chars[i + 1] == "-":
                    hit = hit or chars[i] <= name[0] <= chars[i + 2]
                    i += 3
                else:
                    hit = hit or chars[i] == name[0]
                    i += 1
            return hit != negate and _fnmatch(name[1:], pattern[end + 1:])
    return head == name[0] and _fnmatch(name[1:], pattern[1:])


class PurePath:
    _shown = "PurePosixPath"

    def __init__(self, *pathsegments):
        root, parts = "", []
        for segment in pathsegments:
            if isinstance(segment, PurePath):
                text = str(segment)
            elif isinstance(segment, str):
                text = segment
            else:
                raise TypeError(
                    "expected str, bytes or os.PathLike object, not " + type(segment).__name__
                )
            seg_root, seg_parts = _split(text)
            if seg_root:
                root, parts = seg_root, seg_parts
            else:
                parts = parts + seg_parts
        self._root = root
        self._parts = tuple(parts)

    def _made(self, root, parts):
        path = type(self)()
        path._root = root
        path._parts = tuple(parts)
        return path

    def __str__(self):
        return self._root + "/".join(self._parts) if self._root or self._parts else "."

    def __repr__(self):
        return f"{self._shown}({str(self)!r})"

    def as_posix(self):
        return str(self)

    @property
    def parts(self):
        return (self._root, *self._parts) if self._root else self._parts

    @property
    def drive(self):
        return ""

    @property
    def root(self):
        return self._root

    @property
    def anchor(self):
        return self._root

    @property
    def name(self):
        return self._parts[-1] if self._parts else ""

    @property
    def suffix(self):
        name = self.name
        i = name.rfind(".")
        return name[i:] if 0 < i < len(name) - 1 else ""

    @property
    def suffixes(self):
        name = self.name
        if name.endswith("."):
            return []
        return ["." + s for s in name.lstrip(".").split(".")[1:]]

    @property
    def stem(self):
        name, suffix = self.name, self.suffix
        return name[: len(name) - len(suffix)] if suffix else name

    @property
    def parent(self):
        if not self._parts:
            return self
        return self._made(self._root, self._parts[:-1])

    @property
    def parents(self):
        return tuple(self._made(self._root, self._parts[:n]) for n in range(len(self._parts) - 1, -1, -1))

    def is_absolute(self):
        return bool(self._root)

    def is_reserved(self):
        return False

    def joinpath(self, *pathsegments):
        return type(self)(self, *pathsegments)

    def __truediv__(self, other):
        if isinstance(other, (str, PurePath)):
            return type(self)(self, other)
        return NotImplemented

    def __rtruediv__(self, other):
        if isinstance(other, str):
            return type(self)(other, self)
        return NotImplemented

    def with_name(self, name):
        if not self.name:
            raise ValueError(f"{self!r} has an empty name")
        if not name or "/" in name or name == ".":
            raise ValueError(f"Invalid name {name!r}")
        return self._made(self._root, self._parts[:-1] + (name,))

    def with_stem(self, stem):
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        if "/" in suffix or (suffix and not suffix.startswith(".")) or suffix == ".":
            raise ValueError(f"Invalid suffix {suffix!r}")
        name = self.name
        if not name:
            raise ValueError(f"{self!r} has an empty name")
        old = self.suffix
        return self._made(self._root, self._parts[:-1] + (name[: len(name) - len(old)] + suffix,))

    def relative_to(self, *other):
        base = type(self)(*other)
        n = len(base._parts)
        if base._root != self._root or self._parts[:n] != base._parts:
            formatted = str(base) if base._parts or base._root else ""
            raise ValueError(
                f"{str(self)!r} is not in the subpath of {formatted!r}"
                " OR one path is relative and the other is absolute."
            )
        return self._made("", self._parts[n:])

    def is_relative_to(self, *other):
        try:
            self.relative_to(*other)
        except ValueError:
            return False
        return True

    def match(self, path_pattern):
        root, pattern_parts = _split(path_pattern)
        if not pattern_parts and not root:
            raise ValueError("empty pattern")
        parts = self.parts
        pattern = ((root,) if root else ()) + tuple(pattern_parts)
        if root and len(pattern) != len(parts):
            return False
        if len(pattern) > len(parts):
            return False
        return all(_fnmatch(part, pat) for part, pat in zip(reversed(parts), reversed(pattern)))

    def __eq__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self.parts == other.parts

    def __hash__(self):
        return hash(self.parts)

    def __lt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self.parts < other.parts

    def __le__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self.parts <= other.parts

    def __gt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self.parts > other.parts

    def __ge__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self.parts >= other.parts


class PurePosixPath(PurePath):
    pass


class Path(PurePath):
    _shown = "PosixPath"


class PosixPath(Path):
    pass

"""`textwrap` for agent programs: `wrap`, `fill`, `shorten`, `dedent` and `indent`, line for
line as CPython's `TextWrapper` gives them (its keyword arguments are these functions' own)."""

from re import split as _re_split

# CPython's chunking: runs of its six whitespace characters; an em-dash between words; a word
# up to a hyphen between letters, to whitespace or the end, or to an em-dash.
_WORDSEP = '([\t\n\x0b\x0c\r ]+|(?<=[\\w!\\"\'&.,?])-{2,}(?=\\w)|[^\t\n\x0b\x0c\r ]+?(?:-(?:(?<=[^\\d\\W]{2}-)|(?<=[^\\d\\W]-[^\\d\\W]-))(?=[^\\d\\W]-?[^\\d\\W])|(?=[\t\n\x0b\x0c\r ]|\\Z)|(?<=[\\w!\\"\'&.,?])(?=-{2,}\\w)))'
# Without `break_on_hyphens`: words and the whitespace between them.
_SPACES = "([\t\n\x0b\x0c\r ]+)"


def _ends_sentence(chunk):
    # A lowercase ASCII letter, `.`, `!` or `?`, and an optional closing quote, at the end.
    end = len(chunk)
    if end > 0 and chunk[end - 1] in "\"'":
        end -= 1
    return end >= 2 and chunk[end - 1] in ".!?" and chunk[end - 2] in "abcdefghijklmnopqrstuvwxyz"


def _chunks(text, expand_tabs, tabsize, replace_whitespace, break_on_hyphens, fix_sentence_endings):
    # The indivisible pieces the lines are made of: words (or their hyphenated parts) and the
    # whitespace between them.
    if expand_tabs:
        text = text.expandtabs(tabsize)
    if replace_whitespace:
        for c in "\t\n\x0b\x0c\r":
            text = text.replace(c, " ")
    # CPython tests `break_on_hyphens is True` here (and only its truth for long words).
    pattern = _WORDSEP if break_on_hyphens is True else _SPACES
    chunks = [c for c in _re_split(pattern, text) if c]
    if fix_sentence_endings:
        i = 0
        while i < len(chunks) - 1:
            if chunks[i + 1] == " " and _ends_sentence(chunks[i]):
                chunks[i + 1] = "  "
                i += 2
            else:
                i += 1
    return chunks


def _split_long_word(pending, line, line_len, width, break_long_words, break_on_hyphens):
    # A chunk longer than a whole line: its head fills the line (cut after a hyphen when one
    # fits), or, unbroken, it takes an empty line alone.
    space_left = 1 if width < 1 else width - line_len
    if break_long_words:
        end = space_left
        chunk = pending[-1]
        if break_on_hyphens and len(chunk) > space_left:
            hyphen = chunk.rfind("-", 0, space_left)
            if hyphen > 0 and any(c != "-" for c in chunk[:hyphen]):
                end = hyphen + 1
        line.append(chunk[:end])
        pending[-1] = chunk[end:]
    elif not line:
        line.append(pending.pop())


def _truncated(lines, line, line_len, indent, width, full_width, placeholder):
    # The last line allowed: as many of its chunks as leave room for the placeholder, else the
    # placeholder after the line before, else on a line of its own.
    while line:
        if line[-1].strip() and line_len + len(placeholder) <= width:
            line.append(placeholder)
            lines.append(indent + "".join(line))
            return
        line_len -= len(line[-1])
        del line[-1]
    if lines:
        previous = lines[-1].rstrip()
        if len(previous) + len(placeholder) <= full_width:
            lines[-1] = previous + placeholder
            return
    lines.append(indent + placeholder.lstrip())


def _wrap_chunks(
    chunks, width, initial_indent, subsequent_indent, break_long_words, break_on_hyphens, drop_whitespace, max_lines, placeholder
):
    lines = []
    if width <= 0:
        raise ValueError(f"invalid width {width!r} (must be > 0)")
    if max_lines is not None:
        first = subsequent_indent if max_lines > 1 else initial_indent
        if len(first) + len(placeholder.lstrip()) > width:
            raise ValueError("placeholder too large for max width")
    pending = chunks[::-1]
    while pending:
        line = []
        line_len = 0
        indent = subsequent_indent if lines else initial_indent
        room = width - len(indent)
        if drop_whitespace and pending[-1].strip() == "" and lines:
            del pending[-1]
        while pending:
            size = len(pending[-1])
            if line_len + size <= room:
                line.append(pending.pop())
                line_len += size
            else:
                break
        if pending and len(pending[-1]) > room:
            _split_long_word(pending, line, line_len, room, break_long_words, break_on_hyphens)
            line_len = sum(len(c) for c in line)
        if drop_whitespace and line and line[-1].strip() == "":
            line_len -= len(line[-1])
            del line[-1]
        if line:
            rest_is_blank = not pending or (drop_whitespace and len(pending) == 1 and not pending[0].strip())
            if max_lines is None or len(lines) + 1 < max_lines or (rest_is_blank and line_len <= room):
                lines.append(indent + "".join(line))
            else:
                _truncated(lines, line, line_len, indent, room, width, placeholder)
                break
    return lines


def wrap(
    text,
    width=70,
    *,
    initial_indent="",
    subsequent_indent="",
    expand_tabs=True,
    replace_whitespace=True,
    fix_sentence_endings=False,
    break_long_words=True,
    drop_whitespace=True,
    break_on_hyphens=True,
    tabsize=8,
    max_lines=None,
    placeholder=" [...]",
):
    chunks = _chunks(text, expand_tabs, tabsize, replace_whitespace, break_on_hyphens, fix_sentence_endings)
    return _wrap_chunks(
        chunks,
        width,
        initial_indent,
        subsequent_indent,
        break_long_words,
        break_on_hyphens,
        drop_whitespace,
        max_lines,
        placeholder,
    )


def fill(
    text,
    width=70,
    *,
    initial_indent="",
    subsequent_indent="",
    expand_tabs=True,
    replace_whitespace=True,
    fix_sentence_endings=False,
    break_long_words=True,
    drop_whitespace=True,
    break_on_hyphens=True,
    tabsize=8,
    max_lines=None,
    placeholder=" [...]",
):
    return "\n".join(
        wrap(
            text,
            width,
            initial_indent=initial_indent,
            subsequent_indent=subsequent_indent,
            expand_tabs=expand_tabs,
            replace_whitespace=replace_whitespace,
            fix_sentence_endings=fix_sentence_endings,
            break_long_words=break_long_words,
            drop_whitespace=drop_whitespace,
            break_on_hyphens=break_on_hyphens,
            tabsize=tabsize,
            max_lines=max_lines,
            placeholder=placeholder,
        )
    )


def shorten(
    text,
    width,
    *,
    initial_indent="",
    subsequent_indent="",
    expand_tabs=True,
    replace_whitespace=True,
    fix_sentence_endings=False,
    break_long_words=True,
    drop_whitespace=True,
    break_on_hyphens=True,
    tabsize=8,
    placeholder=" [...]",
):
    return fill(
        " ".join(text.strip().split()),
        width,
        initial_indent=initial_indent,
        subsequent_indent=subsequent_indent,
        expand_tabs=expand_tabs,
        replace_whitespace=replace_whitespace,
        fix_sentence_endings=fix_sentence_endings,
        break_long_words=break_long_words,
        drop_whitespace=drop_whitespace,
        break_on_hyphens=break_on_hyphens,
        tabsize=tabsize,
        max_lines=1,
        placeholder=placeholder,
    )


def dedent(text):
    # Lines of only spaces and tabs become empty; the longest run of spaces and tabs that
    # begins every other line is removed from each.
    lines = text.split("\n")
    margin = None
    for i in range(len(lines)):
        line = lines[i]
        content = line.lstrip(" \t")
        if content == "":
            lines[i] = ""
            continue
        indent = line[: len(line) - len(content)]
        if margin is None or margin.startswith(indent):
            margin = indent
        elif not indent.startswith(margin):
            common = 0
            while margin[common] == indent[common]:
                common += 1
            margin = margin[:common]
    if margin:
        lines = [line[len(margin) :] if line.startswith(margin) else line for line in lines]
    return "\n".join(lines)


def indent(text, prefix, predicate=None):
    out = []
    for line in text.splitlines(True):
        chosen = line.strip() if predicate is None else predicate(line)
        out.append(prefix + line if chosen else line)
    return "".join(out)

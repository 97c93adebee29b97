# `csv.Sniffer`: CPython 3.11's guesses of a sample's dialect and of whether its first row is a
# header. A dialect is guessed first from quoted fields (which character quotes them, which
# one follows or precedes a closing quote), else from how consistently each ASCII character
# occurs per line in chunks of ten lines; ties go to the preferred delimiters, in order.

from re import compile as _re_compile, escape as _re_escape, DOTALL as _DOTALL, MULTILINE as _MULTILINE

# Quoted fields between delimiters, at a line's start, at its end, and alone on a line: the
# first pattern with any match decides.
_QUOTED_FIELD_PATTERNS = (
    r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?P=delim)',
    r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?P<delim>[^\w\n"\'])(?P<space> ?)',
    r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
    r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
)


def _most_counted(counts):
    # The key of the highest count, the first counted on a tie.
    best = None
    for key, n in counts.items():
        if best is None or n > counts[best]:
            best = key
    return best


def _spaced(line, delim):
    # Whether every delimiter on the line is followed by a space.
    return line.count(delim) == line.count(delim + " ")


class Sniffer:
    def __init__(self):
        self.preferred = [",", "\t", ";", " ", ":"]

    def sniff(self, sample, delimiters=None):
        quotechar, doublequote, delimiter, skipinitialspace = self._guess_quote_and_delimiter(sample, delimiters)
        if not delimiter:
            delimiter, skipinitialspace = self._guess_delimiter(sample, delimiters)
        if not delimiter:
            raise Error("Could not determine delimiter")

        # A new class each time, as CPython's is.
        namespace = {
            "__module__": "csv",
            "__qualname__": "Sniffer.sniff.<locals>.dialect",
            "_name": "sniffed",
            "lineterminator": "\r\n",
            "quoting": QUOTE_MINIMAL,
            "doublequote": doublequote,
            "delimiter": delimiter,
            "quotechar": quotechar or '"',
            "skipinitialspace": skipinitialspace,
        }
        return type("dialect", (Dialect,), namespace)

    def _guess_quote_and_delimiter(self, data, delimiters):
        matches = []
        for pattern in _QUOTED_FIELD_PATTERNS:
            regexp = _re_compile(pattern, _DOTALL | _MULTILINE)
            matches = regexp.findall(data)
            if matches:
                break
        if not matches:
            return "", False, None, 0
        groups = regexp.groupindex
        quotes = {}
        delims = {}
        spaces = 0
        for found in matches:
            # A pattern of one group gives the group's text, not a tuple.
            found = found if isinstance(found, tuple) else (found,)
            quote = found[groups["quote"] - 1]
            if quote:
                quotes[quote] = quotes.get(quote, 0) + 1
            if "delim" not in groups:
                continue
            delim = found[groups["delim"] - 1]
            if delim and (delimiters is None or delim in delimiters):
                delims[delim] = delims.get(delim, 0) + 1
            if "space" in groups and found[groups["space"] - 1]:
                spaces += 1
        quotechar = _most_counted(quotes)
        if delims:
            delim = _most_counted(delims)
            skipinitialspace = delims[delim] == spaces
            if delim == "\n":
                delim = ""
        else:
            delim = ""
            skipinitialspace = 0
        # A quote doubled inside a field between delimiters means doubled quotes escape.
        d, q = _re_escape(delim), quotechar
        doubled = _re_compile(
            r"((%s)|^)\W*%s[^%s\n]*%s[^%s\n]*%s\W*((%s)|$)" % (d, q, d, q, d, q, d), _MULTILINE
        )
        return quotechar, bool(doubled.search(data)), delim, skipinitialspace

    def _guess_delimiter(self, data, delimiters):
        lines = [line for line in data.split("\n") if line]
        chunk = min(10, len(lines))
        # For each ASCII character, how many lines had it n times, over the lines read so far.
        per_char = {}
        modes = {}
        delims = {}
        start, end, rounds = 0, chunk, 0
        while start < len(lines):
            rounds += 1
            for line in lines[start:end]:
                for code in range(127):
                    char = chr(code)
                    seen = per_char.setdefault(char, {})
                    n = line.count(char)
                    seen[n] = seen.get(n, 0) + 1
            for char, seen in per_char.items():
                items = list(seen.items())
                if len(items) == 1 and items[0][0] == 0:
                    continue
                if len(items) > 1:
                    # The most common count, less the lines that had any other count.
                    mode = max(items, key=lambda item: item[1])
                    items.remove(mode)
                    modes[char] = (mode[0], mode[1] - sum(item[1] for item in items))
                else:
                    modes[char] = items[0]
            total = float(min(chunk * rounds, len(lines)))
            consistency = 1.0
            while not delims and consistency >= 0.9:
                for char, (count, lines_with) in modes.items():
                    if count > 0 and lines_with > 0:
                        if lines_with / total >= consistency and (delimiters is None or char in delimiters):
                            delims[char] = (count, lines_with)
                consistency -= 0.01
            if len(delims) == 1:
                delim = list(delims)[0]
                return delim, _spaced(lines[0], delim)
            start = end
            end += chunk
        if not delims:
            return "", 0
        if len(delims) > 1:
            for delim in self.preferred:
                if delim in delims:
                    return delim, _spaced(lines[0], delim)
        delim = max((v, k) for k, v in delims.items())[1]
        return delim, _spaced(lines[0], delim)

    def has_header(self, sample):
        # Votes, per column whose later rows agree on a type (a number `complex()` reads, else
        # one length): the first row's cell unlike that type counts for a header.
        lines = sample.split("\n")
        rows = reader([line + "\n" for line in lines[:-1]] + ([lines[-1]] if lines[-1] else []), self.sniff(sample))
        header = next(rows)
        width = len(header)
        kinds = {col: None for col in range(width)}
        checked = 0
        for row in rows:
            if checked > 20:
                break
            checked += 1
            if len(row) != width:
                continue
            for col in list(kinds):
                try:
                    complex(row[col])
                    kind = complex
                except (ValueError, OverflowError):
                    kind = len(row[col])
                if kind != kinds[col]:
                    if kinds[col] is None:
                        kinds[col] = kind
                    else:
                        del kinds[col]
        votes = 0
        for col, kind in kinds.items():
            if type(kind) is int:
                votes += 1 if len(header[col]) != kind else -1
            else:
                # A column no later row typed is still `None` here: calling it votes for a header.
                try:
                    kind(header[col])
                except (ValueError, TypeError):
                    votes += 1
                else:
                    votes -= 1
        return votes > 0

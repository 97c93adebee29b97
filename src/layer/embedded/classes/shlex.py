"""`shlex`'s lexer class for agent programs: CPython's state machine over the characters of a
text (words, quotes, escapes, comments, `whitespace_split`, `punctuation_chars`, pushed-back
tokens and sources), in both its POSIX and its compatibility mode. `split`, `quote` and `join`
are the module's functions-only half (`embedded/pure/shlex.py`). Reading standard input (no
stream) or sourced files is an effect clauz3 does not model."""

_WORDCHARS = "abcdfeghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"
# The Latin-1 letters POSIX mode adds to the word characters.
_POSIX_WORDCHARS = "ßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ"


class _TextStream:
    # The stream a text given as the input is read from, a character at a time.
    def __init__(self, text):
        self._text = text
        self._pos = 0

    def read(self, size=-1):
        start = self._pos
        end = len(self._text) if size < 0 else min(len(self._text), start + size)
        self._pos = end
        return self._text[start:end]

    def readline(self):
        start = self._pos
        end = self._text.find("\n", start)
        end = len(self._text) if end < 0 else end + 1
        self._pos = end
        return self._text[start:end]

    def close(self):
        pass


class shlex:
    def __init__(self, instream=None, infile=None, posix=False, punctuation_chars=False):
        if isinstance(instream, str):
            instream = _TextStream(instream)
        if instream is None:
            raise NotImplementedError("shlex.shlex() without a stream reads standard input, which clauz3 does not model")
        self.instream = instream
        self.infile = infile
        self.posix = posix
        self.eof = None if posix else ""
        self.commenters = "#"
        self.wordchars = _WORDCHARS + (_POSIX_WORDCHARS if posix else "")
        self.whitespace = " \t\r\n"
        self.whitespace_split = False
        self.quotes = "'\""
        self.escape = "\\"
        self.escapedquotes = '"'
        self.state = " "
        self.pushback = []
        self.lineno = 1
        self.debug = 0
        self.token = ""
        self.filestack = []
        self.source = None
        if not punctuation_chars:
            punctuation_chars = ""
        elif punctuation_chars is True:
            punctuation_chars = "();<>|&"
        self._punctuation_chars = punctuation_chars
        self._pushback_chars = []
        if punctuation_chars:
            words = self.wordchars + "~-./*?="
            self.wordchars = "".join(c for c in words if c not in punctuation_chars)

    @property
    def punctuation_chars(self):
        return self._punctuation_chars

    def push_token(self, tok):
        self.pushback.insert(0, tok)

    def push_source(self, newstream, newfile=None):
        if isinstance(newstream, str):
            newstream = _TextStream(newstream)
        self.filestack.insert(0, (self.infile, self.instream, self.lineno))
        self.infile = newfile
        self.instream = newstream
        self.lineno = 1

    def pop_source(self):
        self.instream.close()
        self.infile, self.instream, self.lineno = self.filestack.pop(0)
        self.state = " "

    def get_token(self):
        if self.pushback:
            return self.pushback.pop(0)
        raw = self.read_token()
        if self.source is not None:
            while raw == self.source:
                spec = self.sourcehook(self.read_token())
                if spec:
                    self.push_source(spec[1], spec[0])
                raw = self.get_token()
        while raw == self.eof:
            if not self.filestack:
                return self.eof
            self.pop_source()
            raw = self.get_token()
        return raw

    def _emit(self, quoted):
        # Whether a separator ends the token read so far (else it is skipped).
        return bool(self.token) or (self.posix and quoted)

    def read_token(self):
        quoted = False
        escapedstate = " "
        while True:
            if self._punctuation_chars and self._pushback_chars:
                nextchar = self._pushback_chars.pop()
            else:
                nextchar = self.instream.read(1)
            if nextchar == "\n":
                self.lineno += 1
            state = self.state
            if state is None:
                self.token = ""
                break
            if state == " ":
                if not nextchar:
                    self.state = None
                    break
                if nextchar in self.whitespace:
                    if self._emit(quoted):
                        break
                elif nextchar in self.commenters:
                    self.instream.readline()
                    self.lineno += 1
                elif self.posix and nextchar in self.escape:
                    escapedstate = "a"
                    self.state = nextchar
                elif nextchar in self.wordchars:
                    self.token = nextchar
                    self.state = "a"
                elif nextchar in self._punctuation_chars:
                    self.token = nextchar
                    self.state = "c"
                elif nextchar in self.quotes:
                    if not self.posix:
                        self.token = nextchar
                    self.state = nextchar
                elif self.whitespace_split:
                    self.token = nextchar
                    self.state = "a"
                else:
                    self.token = nextchar
                    if self._emit(quoted):
                        break
            elif state in self.quotes:
                quoted = True
                if not nextchar:
                    raise ValueError("No closing quotation")
                if nextchar == state:
                    if not self.posix:
                        self.token += nextchar
                        self.state = " "
                        break
                    self.state = "a"
                elif self.posix and nextchar in self.escape and state in self.escapedquotes:
                    escapedstate = state
                    self.state = nextchar
                else:
                    self.token += nextchar
            elif state in self.escape:
                if not nextchar:
                    raise ValueError("No escaped character")
                # Inside quotes, a backslash escapes only the quote and itself.
                if escapedstate in self.quotes and nextchar != state and nextchar != escapedstate:
                    self.token += state
                self.token += nextchar
                self.state = escapedstate
            elif state in ("a", "c"):
                if not nextchar:
                    self.state = None
                    break
                if nextchar in self.whitespace:
                    self.state = " "
                    if self._emit(quoted):
                        break
                elif nextchar in self.commenters:
                    self.instream.readline()
                    self.lineno += 1
                    if self.posix:
                        self.state = " "
                        if self._emit(quoted):
                            break
                elif state == "c":
                    if nextchar in self._punctuation_chars:
                        self.token += nextchar
                    else:
                        if nextchar not in self.whitespace:
                            self._pushback_chars.append(nextchar)
                        self.state = " "
                        break
                elif self.posix and nextchar in self.quotes:
                    self.state = nextchar
                elif self.posix and nextchar in self.escape:
                    escapedstate = "a"
                    self.state = nextchar
                elif (
                    nextchar in self.wordchars
                    or nextchar in self.quotes
                    or (self.whitespace_split and nextchar not in self._punctuation_chars)
                ):
                    self.token += nextchar
                else:
                    if self._punctuation_chars:
                        self._pushback_chars.append(nextchar)
                    else:
                        self.pushback.insert(0, nextchar)
                    self.state = " "
                    if self._emit(quoted):
                        break
        result = self.token
        self.token = ""
        if self.posix and not quoted and result == "":
            result = None
        return result

    def sourcehook(self, newfile):
        raise NotImplementedError("shlex's sourcehook opens files, which clauz3 does not model")

    def error_leader(self, infile=None, lineno=None):
        if infile is None:
            infile = self.infile
        if lineno is None:
            lineno = self.lineno
        return '"%s", line %d: ' % (infile, lineno)

    def __iter__(self):
        return self

    def __next__(self):
        token = self.get_token()
        if token == self.eof:
            raise StopIteration
        return token

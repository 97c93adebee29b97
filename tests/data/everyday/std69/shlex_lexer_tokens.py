"""Tokenize shell-like and config-like lines with shlex.shlex in its different modes."""
import shlex


def tokens(text, **options):
    lex = shlex.shlex(text, posix=options.pop("posix", False), punctuation_chars=options.pop("punct", False))
    for name, value in options.items():
        setattr(lex, name, value)
    try:
        return list(lex)
    except ValueError as err:
        return f"ValueError: {err}"


def main():
    line = "deploy --env=prod 'my app' \"v1 2\" # ship it\nnext_line x"
    print(tokens(line))
    print(tokens(line, posix=True))
    print(tokens(line, posix=True, whitespace_split=True))
    print(tokens(line, posix=True, whitespace_split=True, commenters=""))
    print(tokens("a && b || (c; d) > out.txt 2>&1", punct=True))
    print(tokens("a && b || (c; d) > out.txt", posix=True, punct=True, whitespace_split=True))
    print(tokens("ls -l|grep x;echo 'done now'", punct="|;"))
    print(tokens("key=value other='x y' # trailing", posix=True, whitespace_split=True, commenters="#"))
    print(tokens("path/to:file.txt a.b-c", wordchars=shlex.shlex("").wordchars + "/:.-"))
    print(tokens("it's", posix=True), tokens('say "hi', posix=True), tokens("end\\", posix=True))
    print(tokens('a "b \\" c" \'d \\ e\' f\\ g', posix=True))
    print(tokens("x 'quoted' y"), tokens("caf\u00e9 na\u00efve", posix=True), tokens("caf\u00e9"))
    print(tokens("a,b;c", whitespace=",;", whitespace_split=True))
    print(tokens("<a|b>", quotes="<>", posix=True))
    print(tokens("''", posix=True), tokens("a ''", posix=True), tokens(""))

    lex = shlex.shlex("set x 1\nset y 2\n# note\nrun", posix=True)
    first = lex.get_token()
    lex.push_token("PUSHED")
    print(first, lex.get_token(), lex.get_token(), lex.lineno)
    print([lex.get_token() for _ in range(5)], lex.lineno, repr(lex.get_token()), lex.eof)
    print(lex.error_leader(), lex.error_leader("cfg", 9))
    raw = shlex.shlex("a b")
    print(repr(raw.get_token()), repr(raw.get_token()), repr(raw.get_token()), repr(raw.eof))
    nested = shlex.shlex("outer1 outer2", posix=True)
    print(nested.get_token())
    nested.push_source("inner1 inner2")
    print([tok for tok in nested])
    print(shlex.shlex("x", punctuation_chars=True).punctuation_chars, repr(shlex.shlex("x").punctuation_chars))


if __name__ == "__main__":
    main()

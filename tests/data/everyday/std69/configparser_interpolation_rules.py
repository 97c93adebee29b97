"""Resolve INI values with basic and extended interpolation, and report malformed documents."""
import configparser

PATHS = """
[paths]
root = /srv/app
logs = %(root)s/logs
archive = %(logs)s/archive
pct = 100%%
bad = %(nowhere)s
broken = 50% done
"""

PIPELINE = """
[common]
home = /home/ci
cache = ${home}/.cache

[build]
out = ${common:home}/build
tool = ${common:cache}/tool
price = $$5
ghost = ${common:missing}
deep = ${a:b:c}
odd = $x
"""


def show_errors(parser, section, options):
    for option in options:
        try:
            print(option, "=", parser.get(section, option))
        except configparser.InterpolationError as err:
            print(option, "!", type(err).__name__, "|", str(err).splitlines()[0], "|", err.args[:2])


def parse_report(text, **kwargs):
    parser = configparser.ConfigParser(**kwargs)
    try:
        parser.read_string(text)
    except configparser.Error as err:
        print(type(err).__name__, "->", repr(str(err)))
        return None
    return parser


def main():
    basic = configparser.ConfigParser()
    basic.read_string(PATHS)
    show_errors(basic, "paths", ["logs", "archive", "pct", "bad", "broken"])
    print(basic.items("paths", raw=True)[:2])
    loop = configparser.ConfigParser()
    loop.read_dict({"s": {"a": "%(b)s", "b": "%(a)s"}})
    show_errors(loop, "s", ["a"])

    ext = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
    ext.read_string(PIPELINE)
    show_errors(ext, "build", ["out", "tool", "price", "ghost", "deep", "odd"])
    raw = configparser.RawConfigParser()
    raw.read_string(PATHS)
    print(raw.get("paths", "logs"), raw.get("paths", "broken"))
    plain = configparser.ConfigParser(interpolation=None)
    plain.read_string(PATHS)
    print(plain["paths"]["pct"])
    for value in ("ok %% fine", "bad % value", "%(ref)s and %(x"):
        try:
            basic.set("paths", "extra", value)
            print("set", repr(basic.get("paths", "extra", raw=True)))
        except ValueError as err:
            print("ValueError", err)

    print(parse_report("[a]\nx = 1\n[b]\n[a]\n"))
    parse_report("no header = here\n[s]\n")
    parse_report("[s]\nk = 1\nK = 2\n")
    parse_report("[s]\njust a word\nk = v\n= novalue\n")
    lax = parse_report("[s]\nk = 1\nk = 2\n[s]\nj = 3\n", strict=False)
    print(lax.items("s"))
    nv = parse_report("[flags]\nverbose\nlevel = 2\n", allow_no_value=True)
    print(nv.items("flags"), nv.get("flags", "verbose"), nv.has_option("flags", "verbose"))
    inline = parse_report(
        "[s]\nport = 80 ; web\nurl = http://x/#frag # note\n# full line\n  ; indented full line\nk=v\n",
        inline_comment_prefixes=("#", ";"),
    )
    print(inline.items("s"))
    custom = parse_report("[s]\na -> 1\nb->2\n", delimiters=("->",), default_section="COMMON")
    print(custom.items("s"), custom.default_section)
    keep = configparser.ConfigParser()
    keep.optionxform = str
    keep.read_string("[Server]\nHostName = a\nhostname = b\n")
    print(keep.options("Server"), keep["Server"]["HostName"])
    spaced = parse_report("[s]\nlist =\n  one\n\n  two\nafter = x\n")
    print(repr(spaced["s"]["list"]))
    tight = parse_report("[s]\nlist =\n  one\n\n  two\n", empty_lines_in_values=False)
    print(tight is None)
    seeded = configparser.ConfigParser(defaults={"Owner": "ops", "level": 3})
    seeded.read_dict({"svc": {"name": "api", 1: 2}, "DEFAULT": {"zone": "b"}})
    print(seeded.defaults(), seeded.items("svc"))
    try:
        seeded.read_dict({"x": {"k": "1", "K": "2"}})
    except configparser.DuplicateOptionError as err:
        print(err, err.args)


if __name__ == "__main__":
    main()

"""Service settings read through configparser's custom converters and typed getters."""
import configparser


def as_list(value):
    return [item.strip() for item in value.split(",") if item.strip()]


def as_seconds(value):
    number, unit = value[:-1], value[-1]
    return int(number) * {"s": 1, "m": 60, "h": 3600}[unit]


SETTINGS = """
[DEFAULT]
retries = 3
hosts = alpha, beta

[web]
hosts = web1, web2 , web3
timeout = 90s
debug = yes
ratio = 0.75
path = /srv/%(name)s
name = site

[worker]
timeout = 5m
debug = maybe
"""


def main():
    parser = configparser.ConfigParser(converters={"list": as_list, "seconds": as_seconds})
    parser.read_string(SETTINGS)
    print(sorted(parser.converters), parser.converters["list"] is as_list, parser.converters["int"])
    print(parser.getlist("web", "hosts"), parser.getlist("worker", "hosts"))
    print(parser.getseconds("web", "timeout"), parser.getseconds("worker", "timeout"))
    print(parser.getlist("worker", "missing", fallback=["none"]), parser.getlist("nosuch", "x", fallback=None))
    print(parser.getlist("web", "path"), parser.getlist("web", "path", raw=True))
    print(parser.getlist("web", "extra", vars={"extra": "a,b"}))
    web = parser["web"]
    print(web.getlist("hosts"), web.getseconds("timeout"), web.getlist("missing"), web.getlist("missing", ["x"]))
    print(web.getlist("path", raw=True), web.getlist("extra", vars={"extra": "c, d"}))
    print(parser["DEFAULT"].getlist("hosts"), web.getint("retries"), web.getint("missing"), web.getint("missing", 7))
    print(web.getboolean("debug"), web.getfloat("ratio"), web.getboolean("missing", fallback="no"))
    print(parser.getint("web", "missing", fallback="not converted"), parser.getint("nosuch", "retries", fallback=0))
    print(parser.getfloat("web", "ratio", fallback=1.0), parser.getboolean("worker", "missing", fallback=None))
    for call in (
        lambda: parser.getboolean("worker", "debug"),
        lambda: parser.getboolean("worker", "debug", fallback=True),
        lambda: parser.getint("web", "hosts", fallback=0),
        lambda: parser.getseconds("web", "hosts"),
        lambda: parser.getlist("nosuch", "hosts"),
        lambda: parser.getlist("web", "nosuch"),
        lambda: web.getseconds("hosts"),
    ):
        try:
            print(call())
        except (ValueError, KeyError, configparser.Error) as e:
            print(type(e).__name__, e)
    parser.add_section("later")
    parser.set("later", "hosts", "x,y")
    print(parser["later"].getlist("hosts"))
    parser.converters["upper"] = str.upper
    print(parser.getupper("web", "name"), parser["later"].getupper("hosts"), sorted(parser.converters))
    del parser.converters["upper"]
    print(sorted(parser.converters), "upper" in parser.converters, len(parser.converters))
    for key in ("", None):
        try:
            parser.converters[key] = as_list
        except ValueError as e:
            print("ValueError", e)
    plain = configparser.RawConfigParser()
    plain.read_string("[s]\nn = 4\n")
    print(sorted(plain.converters), plain.getint("s", "n"), plain["s"].getint("n"), len(plain.converters))
    print(mapping_methods())
    return parser.getseconds("web", "timeout")


def mapping_methods():
    parser = configparser.RawConfigParser(converters={"list": as_list})
    parser.read_string("[a]\nx = 1,2\n")
    conv = parser.converters
    print(conv.get("list") is as_list, conv.get("nope", "d"), conv.setdefault("list") is as_list)
    print(conv.pop("list") is as_list, conv.pop("list", "gone"), list(conv))
    try:
        conv.pop("list")
    except KeyError as e:
        print("KeyError", e)
    conv.setdefault("csv", as_list)
    print(parser.getcsv("a", "x"), parser["a"].getcsv("x"), conv.popitem(), list(conv.keys()))
    conv.update([("words", str.split)], seq=as_list)
    print(sorted(conv), parser.getwords("a", "x"), parser["a"].getseq("x"))
    conv.clear()
    print(list(conv), len(conv))
    try:
        conv.popitem()
    except KeyError:
        print("empty")
    return len(conv)

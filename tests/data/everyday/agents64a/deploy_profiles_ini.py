"""Read deployment profiles from an INI document with configparser and resolve each target."""
import configparser

INI = """
[DEFAULT]
region = eu-west-1
replicas = 2
debug = no
image = registry.example.com/app:${version}
version = 1.8.0

[staging]
replicas = 1
debug = yes
url = https://staging.example.com

[production]
replicas = 6
url = https://www.example.com
timeout = 12.5
; a comment
[production.eu]
region = eu-central-1
url = https://eu.example.com
"""


def main():
    cp = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
    cp.read_string(INI)
    print("sections:", cp.sections(), "has staging:", cp.has_section("staging"))
    for name in cp.sections():
        sec = cp[name]
        replicas = sec.getint("replicas")
        debug = sec.getboolean("debug")
        timeout = sec.getfloat("timeout", fallback=30.0)
        print(f"[{name}] region={sec['region']} replicas={replicas} debug={debug} timeout={timeout} image={sec['image']}")
        print("   keys:", list(sec.keys()))
    print(cp.get("staging", "missing", fallback="n/a"), cp.has_option("production", "url"), cp.defaults()["version"])
    print(cp.get("production", "image", raw=True), dict(cp.items("staging", raw=True))["image"])

    legacy = configparser.ConfigParser()
    legacy.read_string("[paths]\nhome = /srv\nlogs = %(home)s/logs\nbad = %(nope)s\npct = 100%%\n")
    print(legacy["paths"]["logs"], legacy["paths"]["pct"])
    try:
        legacy["paths"]["bad"]
    except configparser.InterpolationMissingOptionError as err:
        print("InterpolationMissingOptionError:", str(err).splitlines()[0])
    for text in ("[a]\nx=1\n[a]\n", "x = 1\n", "[s]\nk = v\nk = w\n"):
        try:
            configparser.ConfigParser().read_string(text)
        except configparser.Error as err:
            print(type(err).__name__ + ":", str(err).splitlines()[0])
    try:
        cp["staging"].getint("url")
    except ValueError as err:
        print("ValueError:", err)
    try:
        cp["nope"]
    except KeyError as err:
        print("KeyError:", err)

    cp["canary"] = {"replicas": "1", "url": "https://canary.example.com"}
    cp.set("canary", "debug", "true")
    cp.remove_option("production", "timeout")
    print(cp["canary"].getboolean("debug"), cp.getint("canary", "replicas"), "timeout" in cp["production"])
    b = configparser.ConfigParser()
    b.read_dict({"x": {"Key": "Value", "n": 3}})
    print(b["x"]["key"], b.options("x"), b.BOOLEAN_STATES["on"])


if __name__ == "__main__":
    main()

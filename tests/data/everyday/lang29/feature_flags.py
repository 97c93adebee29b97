"""Feature flags resolved from several sources with a sentinel, computed class tables and vars()."""
import sys

_MISSING = object()


def _flag_names():
    return ["beta_ui", "fast_path", "audit_log"]


class Flags:
    NAMES = [name for name in _flag_names() if not name.startswith("_")]
    DEFAULTS = dict.fromkeys(NAMES, False)
    VERSION = "%d.%d" % (1, 4)

    def __init__(self, **overrides):
        for name in self.NAMES:
            setattr(self, name, overrides.get(name, self.DEFAULTS[name]))

    def get(self, name, default=_MISSING):
        value = getattr(self, name, _MISSING)
        if value is _MISSING:
            if default is _MISSING:
                raise AttributeError(f"no flag {name!r}")
            return default
        return value


ENV = {"fast_path": True}
if sys.version_info >= (3, 10):
    ENV["audit_log"] = True


def main():
    flags = Flags(**ENV)
    print(Flags.VERSION, Flags.NAMES)
    print(vars(flags))
    print(flags.get("beta_ui"), flags.get("dark_mode", "off"))
    try:
        flags.get("dark_mode")
    except AttributeError as e:
        print("AttributeError:", e)
    enabled = [name for name, on in vars(flags).items() if on]
    print("enabled:", ", ".join(enabled))
    return len(enabled)


if __name__ == "__main__":
    main()

"""Settings lookups that tell "not given" from an explicit None with the `...` sentinel."""
from dataclasses import dataclass

DEFAULTS = {"timeout": 30, "proxy": None, "retries": 3}
MARKERS = (..., None, 0)


@dataclass
class Override:
    key: str
    value: object = ...

    def applies(self):
        return self.value is not ...


def lookup(settings, key, default=...):
    if key in settings:
        return settings[key]
    if default is ...:
        raise KeyError(f"no setting {key!r} and no default")
    return default


def describe(value=Ellipsis):
    if value is Ellipsis:
        return "unset"
    return "none" if value is None else repr(value)


def main():
    settings = dict(DEFAULTS)
    for o in [Override("timeout", 60), Override("proxy"), Override("retries", None)]:
        if o.applies():
            settings[o.key] = o.value
        print(f"{o.key:<8} applies={o.applies()} value={describe(o.value)}")
    print(lookup(settings, "timeout"), lookup(settings, "proxy"), lookup(settings, "debug", False))
    try:
        lookup(settings, "debug")
    except KeyError as e:
        print("error:", e)
    print(..., repr(...), str(Ellipsis), ... is Ellipsis, ... == Ellipsis, bool(...))
    print(MARKERS, [m is ... for m in MARKERS], MARKERS.index(...))
    print({"a": ..., "b": [1, ...]}, f"{...}")
    print(Override("x"))


if __name__ == "__main__":
    main()

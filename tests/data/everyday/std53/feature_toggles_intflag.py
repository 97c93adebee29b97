"""Feature toggles stored as a bitmask integer in a settings table (IntFlag)."""
from enum import IntFlag, auto


class Feature(IntFlag):
    BETA_UI = auto()
    DARK_MODE = auto()
    EXPORT = auto()
    AUDIT_LOG = 16


ACCOUNTS = {"acme": 5, "globex": 19, "initech": 0}


def main():
    for name, mask in sorted(ACCOUNTS.items()):
        flags = Feature(mask)
        enabled = [f.name for f in Feature if f in flags]
        print(f"{name}: mask={mask} flags={flags!r} enabled={enabled}")
    acme = Feature(ACCOUNTS["acme"])
    upgraded = acme | Feature.AUDIT_LOG
    print(int(upgraded), upgraded == 21, upgraded + 1, str(upgraded))
    print(repr(Feature.EXPORT | 2), Feature.DARK_MODE & 3)
    print(Feature.BETA_UI in upgraded, bool(Feature(0)), repr(Feature(0)))
    print(sorted([Feature.EXPORT, Feature.BETA_UI, Feature.DARK_MODE]))
    print(f"{Feature.EXPORT}", format(Feature.AUDIT_LOG, "04d"))
    return int(upgraded)

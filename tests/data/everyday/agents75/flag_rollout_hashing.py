import hashlib
from enum import Flag, auto
from dataclasses import dataclass, field
from collections import Counter
from functools import reduce
import operator


class Env(Flag):
    DEV = auto()
    STAGING = auto()
    PROD = auto()
    NONPROD = DEV | STAGING
    ALL = DEV | STAGING | PROD


@dataclass
class FlagRule:
    key: str
    envs: Env
    percent: int = 100
    allow: set[str] = field(default_factory=set)
    deny: set[str] = field(default_factory=set)
    requires: list[str] = field(default_factory=list)


RULES = [
    FlagRule("new-checkout", Env.ALL, 25, allow={"qa-1"}, deny={"vip-7"}),
    FlagRule("dark-mode", Env.NONPROD),
    FlagRule("one-click-pay", Env.STAGING | Env.PROD, 50, requires=["new-checkout"]),
    FlagRule("legacy-export", Env.PROD, 0, allow={"vip-7"}),
]
USERS = ["qa-1", "vip-7", "u-100", "u-101", "u-102", "u-103", "u-104", "u-105"]


def bucket(flag: str, user: str) -> int:
    digest = hashlib.sha256(f"{flag}:{user}".encode()).hexdigest()
    return int(digest[:8], 16) % 100


def evaluate(rules, user, env):
    index = {r.key: r for r in rules}
    cache = {}

    def on(key):
        if key in cache:
            return cache[key]
        r = index[key]
        if not (r.envs & env):
            result = (False, "env")
        elif user in r.deny:
            result = (False, "deny")
        elif user in r.allow:
            result = (True, "allow")
        elif any(not on(dep)[0] for dep in r.requires):
            result = (False, "requires")
        else:
            b = bucket(key, user)
            result = (b < r.percent, f"bucket {b:02d}")
        cache[key] = result
        return result

    return {k: on(k) for k in index}


def main():
    print("env flags:", Env.NONPROD, Env.ALL, Env.PROD in Env.ALL, Env.DEV in (Env.STAGING | Env.PROD))
    for env in (Env.DEV, Env.PROD):
        print(f"== {env.name}")
        enabled = Counter()
        for user in USERS:
            result = evaluate(RULES, user, env)
            enabled.update(k for k, (v, _) in result.items() if v)
            cells = " ".join(f"{k[:8]:>8}:{'Y' if v else '-'}({why})" for k, (v, why) in result.items())
            print(f"{user:<6} {cells}")
        for rule in RULES:
            print(f"   {rule.key:<14}{enabled[rule.key]}/{len(USERS)}")
    combined = reduce(operator.or_, (r.envs for r in RULES))
    print("union of envs:", combined, combined == Env.ALL, bool(Env.DEV & Env.PROD))
    print(hashlib.md5(b"new-checkout").hexdigest()[:12], bucket("dark-mode", "u-100"))


if __name__ == "__main__":
    main()

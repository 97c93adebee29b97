"""Feature-flag rollout audit: flags as a frozen dataclass with a validating __post_init__,
environments as a plain class whose positional match order is set after it, percentages as
Fractions, and an audit that prints a table and the first error through sys.exc_info."""
import sys
from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True)
class Flag:
    key: str
    rollout: Fraction
    owner: str

    def __post_init__(self):
        if not 0 <= self.rollout <= 1:
            raise ValueError(f"{self.key}: rollout {self.rollout} outside [0, 1]")


class Env:
    def __init__(self, name, users, strict):
        self.name = name
        self.users = users
        self.strict = strict


def audit(env, flag):
    match env:
        case Env("prod", users, True) if flag.rollout > Fraction(1, 2):
            raise RuntimeError(f"{flag.key}: {flag.rollout} of {users} prod users needs review")
        case Env(name, users, _):
            exposed = flag.rollout * users
            return f"{name:<8}{flag.key:<12}{str(flag.rollout):>6}{float(exposed):>10,.1f}"


Env.__match_args__ = ("name", "users", "strict")


def main():
    flags = []
    for key, share, owner in [("new_ui", "1/4", "ana"), ("fast_path", "3/4", "bo"), ("beta", "5/4", "cy")]:
        try:
            flags.append(Flag(key, Fraction(share), owner))
        except ValueError:
            print("rejected:", sys.exc_info()[1])
    envs = [Env("staging", 1200, False), Env("prod", 250000, True)]
    first_error = None
    for env in envs:
        for flag in flags:
            try:
                print(audit(env, flag))
            except RuntimeError:
                first_error = first_error or sys.exc_info()
    kind, err, tb = first_error
    print(f"first error: {kind.__name__}: {err} (traceback kept: {tb is not None})")
    print(flags[0], flags[1].rollout.real, flags[1].rollout.imag, hash(flags[0]) == hash(Flag("new_ui", Fraction(1, 4), "ana")))
    return sorted(f.key for f in flags)

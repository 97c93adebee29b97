"""Evaluate feature flags with pluggable rules and explain every decision."""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Literal, Protocol, runtime_checkable

Plan = Literal["free", "team", "enterprise"]


@dataclass(frozen=True)
class User:
    id: str
    country: str
    plan: Plan
    beta: bool = False


@runtime_checkable
class Rule(Protocol):
    def matches(self, user: User) -> bool: ...


@dataclass
class CountryRule:
    countries: tuple[str, ...]

    def matches(self, user: User) -> bool:
        return user.country in self.countries


@dataclass
class PlanRule:
    plans: tuple[Plan, ...]

    def matches(self, user: User) -> bool:
        return user.plan in self.plans


@dataclass
class PercentRollout:
    flag: str
    percent: int

    def bucket(self, user: User) -> int:
        digest = hashlib.sha1(f"{self.flag}:{user.id}".encode()).hexdigest()
        return int(digest[:8], 16) % 100

    def matches(self, user: User) -> bool:
        return self.bucket(user) < self.percent


class BetaOnly:
    def matches(self, user):
        return user.beta


class NotARule:
    def applies(self, user):
        return True


FLAGS: dict[str, list] = {
    "new-checkout": [CountryRule(("NL", "DE")), PercentRollout("new-checkout", 50)],
    "audit-log": [PlanRule(("team", "enterprise"))],
    "ai-summaries": [BetaOnly()],
    "dark-mode": [],
}


def describe(rule) -> str:
    match rule:
        case CountryRule(countries=cs):
            return f"country in {'/'.join(cs)}"
        case PlanRule(plans=ps):
            return f"plan in {'/'.join(ps)}"
        case PercentRollout(percent=p):
            return f"rollout {p}%"
        case _:
            return type(rule).__name__


def evaluate(flag: str, user: User) -> tuple[bool, str]:
    rules = FLAGS[flag]
    for rule in rules:
        if not isinstance(rule, Rule):
            raise TypeError(f"{flag}: {type(rule).__name__} is not a Rule")
        if not rule.matches(user):
            return False, f"failed {describe(rule)}"
    return True, "all rules pass" if rules else "no rules (on for everyone)"


def main():
    users = [
        User("u-100", "NL", "free"),
        User("u-101", "DE", "team", beta=True),
        User("u-102", "US", "enterprise"),
        User("u-103", "NL", "enterprise", beta=True),
        User("u-104", "DE", "free"),
    ]
    enabled_counts = dict.fromkeys(FLAGS, 0)
    for user in users:
        print(f"{user.id} ({user.country}, {user.plan}{', beta' if user.beta else ''})")
        for flag in FLAGS:
            on, why = evaluate(flag, user)
            enabled_counts[flag] += on
            print(f"   {flag:<13} {'ON ' if on else 'off'} {why}")
    print(enabled_counts)
    rollout = FLAGS["new-checkout"][1]
    print("buckets:", {u.id: rollout.bucket(u) for u in users})
    print(isinstance(BetaOnly(), Rule), isinstance(NotARule(), Rule), isinstance(CountryRule(()), Rule))
    FLAGS["broken"] = [NotARule()]
    try:
        evaluate("broken", users[0])
    except TypeError as exc:
        print("config error:", exc)
    return sum(enabled_counts.values())


if __name__ == "__main__":
    main()

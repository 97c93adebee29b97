"""Summarise an A/B test: conversion rates, lift, and a two-proportion z-test."""
import math
from collections import namedtuple

Variant = namedtuple("Variant", "name visitors conversions")

EVENTS = [
    ("A", 1, 0), ("B", 1, 1), ("A", 1, 1), ("B", 1, 0), ("A", 1, 0),
] 


def normal_cdf(z):
    return 0.5 * (1 + math.erf(z / math.sqrt(2)))


def z_test(a: Variant, b: Variant):
    p1 = a.conversions / a.visitors
    p2 = b.conversions / b.visitors
    pooled = (a.conversions + b.conversions) / (a.visitors + b.visitors)
    se = math.sqrt(pooled * (1 - pooled) * (1 / a.visitors + 1 / b.visitors))
    z = (p2 - p1) / se
    p = 2 * (1 - normal_cdf(abs(z)))
    return z, p


def main():
    variants = [Variant("control", 4120, 371), Variant("new_checkout", 4087, 429)]
    a, b = variants
    for v in variants:
        rate = v.conversions / v.visitors
        print(f"{v.name:>14}: {v.conversions:>4}/{v.visitors:<5} = {rate:.2%}")
    lift = (b.conversions / b.visitors) / (a.conversions / a.visitors) - 1
    z, p = z_test(a, b)
    print(f"relative lift: {lift:+.1%}")
    print(f"z = {z:.3f}, p = {p:.4f}")
    verdict = "significant" if p < 0.05 else "not significant"
    print(f"result is {verdict} at alpha=0.05")
    # segment breakdown
    segments = {"mobile": (2100, 160, 2050, 205), "desktop": (2020, 211, 2037, 224)}
    for seg, (va, ca, vb, cb) in sorted(segments.items()):
        za, pa = z_test(Variant("a", va, ca), Variant("b", vb, cb))
        print(f"  {seg:<8} z={za:+.2f} p={pa:.3f} {'*' if pa < 0.05 else ''}")
    print(Variant._fields, a._replace(visitors=1)._asdict())


if __name__ == "__main__":
    main()

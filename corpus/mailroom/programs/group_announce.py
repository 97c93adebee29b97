import clauz3
from tools.mailroom.trusted.effects import lookup_group, send_email


def main() -> list[str]:
    engineering = lookup_group("eng")
    design = lookup_group("design")
    opted_out = {"kim@example.org", "noor@example.org"}
    everyone = engineering.union(design)
    both = engineering.intersection(design)
    audience = everyone.difference(opted_out)
    audience.add("cto@example.org")
    audience.discard("bot@example.org")
    print(f"eng={len(engineering)} design={len(design)} overlap={sorted(both)}")
    delivered = []
    for address in sorted(audience):
        extra = " (you are on both teams)" if address in both else ""
        ok = send_email(address, "Offsite on June 14", "Details in the wiki." + extra)
        if ok:
            delivered.append(address)
    failed = set(audience).difference(set(delivered))
    print("failed:", sorted(failed))
    return delivered

from fnmatch import fnmatchcase
from dataclasses import dataclass
from typing import Literal
import itertools

Effect = Literal["Allow", "Deny"]


@dataclass(frozen=True)
class Statement:
    effect: Effect
    actions: tuple[str, ...]
    resources: tuple[str, ...]
    condition_tag: str | None = None

    def matches(self, action: str, resource: str, tags: frozenset[str]) -> bool:
        if self.condition_tag and self.condition_tag not in tags:
            return False
        return (any(fnmatchcase(action, a) for a in self.actions)
                and any(fnmatchcase(resource, r) for r in self.resources))


POLICIES = {
    "reader": [Statement("Allow", ("s3:Get*", "s3:List*"), ("bucket/*",))],
    "writer": [
        Statement("Allow", ("s3:*",), ("bucket/uploads/*", "bucket/tmp/*")),
        Statement("Deny", ("s3:Delete*",), ("bucket/uploads/*",)),
    ],
    "admin": [
        Statement("Allow", ("*",), ("*",)),
        Statement("Deny", ("s3:DeleteBucket",), ("*",), condition_tag="prod"),
    ],
}

ACTIONS = ["s3:GetObject", "s3:PutObject", "s3:DeleteObject", "s3:ListBucket", "s3:DeleteBucket"]
RESOURCES = ["bucket/uploads/a.png", "bucket/reports/q1.csv", "bucket/tmp/x"]


def decide(roles, action, resource, tags=frozenset()):
    statements = [s for r in roles for s in POLICIES[r] if s.matches(action, resource, tags)]
    if any(s.effect == "Deny" for s in statements):
        return "DENY"
    if any(s.effect == "Allow" for s in statements):
        return "allow"
    return "-"


def main():
    for role in POLICIES:
        print(f"role {role}")
        short = [a.split(":")[1] for a in ACTIONS]
        print(" " * 24 + "".join(f"{s:>14}" for s in short))
        for res in RESOURCES:
            print(f"  {res:<22}" + "".join(f"{decide([role], a, res):>14}" for a in ACTIONS))
    print(decide(["admin"], "s3:DeleteBucket", "bucket", frozenset({"prod"})),
          decide(["admin"], "s3:DeleteBucket", "bucket"))
    combos = {}
    for r1, r2 in itertools.combinations(POLICIES, 2):
        allowed = sum(decide([r1, r2], a, res) == "allow" for a, res in itertools.product(ACTIONS, RESOURCES))
        combos[f"{r1}+{r2}"] = allowed
    print(combos)
    print(fnmatchcase("S3:GetObject", "s3:Get*"), fnmatchcase("bucket/[a-t]*", "bucket/[a-t]*"))


if __name__ == "__main__":
    main()

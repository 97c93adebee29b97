"""Deterministic percentage rollouts of feature flags using stable hashing."""
import hashlib
from dataclasses import dataclass, field


@dataclass
class Flag:
    name: str
    percent: int
    allow: set = field(default_factory=set)
    deny: set = field(default_factory=set)
    enabled: bool = True

    def bucket(self, user_id):
        digest = hashlib.sha256(f"{self.name}:{user_id}".encode()).hexdigest()
        return int(digest[:8], 16) % 100

    def is_on(self, user_id):
        if not self.enabled or user_id in self.deny:
            return False
        if user_id in self.allow:
            return True
        return self.bucket(user_id) < self.percent


FLAGS = [
    Flag("new-checkout", 25, allow={"u007"}),
    Flag("dark-mode", 50, deny={"u003"}),
    Flag("beta-search", 10),
    Flag("legacy-export", 100, enabled=False),
]

USERS = [f"u{n:03d}" for n in range(1, 13)]


def main():
    header = "user  " + " ".join(f"{f.name[:12]:>13}" for f in FLAGS)
    print(header)
    for user in USERS:
        cells = " ".join(f"{('ON ' if f.is_on(user) else 'off') + ' (' + str(f.bucket(user)).rjust(2) + ')':>13}" for f in FLAGS)
        print(f"{user}  {cells}")
    for f in FLAGS:
        on = sum(f.is_on(u) for u in USERS)
        print(f"{f.name:<14} target {f.percent:>3}% actual {on / len(USERS):6.1%} ({on}/{len(USERS)})")
    big = [f"user-{i}" for i in range(2000)]
    flag = FLAGS[0]
    share = sum(flag.bucket(u) < flag.percent for u in big) / len(big)
    print(f"over 2000 users new-checkout reaches {share:.1%}")
    print(hashlib.md5(b"clauz3").hexdigest(), hashlib.sha1("x".encode("utf-8")).hexdigest()[:10])


if __name__ == "__main__":
    main()

"""Simulate a party clearing dungeon rooms with seeded dice, tracking loot and casualties."""
import random
from dataclasses import dataclass, field


@dataclass
class Hero:
    name: str
    hp: int
    attack: int
    armor: int
    gold: int = 0
    kills: list = field(default_factory=list)

    @property
    def alive(self):
        return self.hp > 0


@dataclass
class Monster:
    kind: str
    hp: int
    attack: int
    reward: int


BESTIARY = {
    "goblin": (6, 3, 4),
    "skeleton": (9, 4, 7),
    "orc": (14, 6, 12),
    "troll": (24, 8, 30),
}


def roll(rng, dice):
    count, sides = map(int, dice.split("d"))
    return sum(rng.randint(1, sides) for _ in range(count))


def spawn(rng, depth):
    kinds = list(BESTIARY)[: min(len(BESTIARY), 1 + depth // 2)]
    kind = rng.choice(kinds)
    hp, atk, reward = BESTIARY[kind]
    return Monster(kind, hp + depth, atk, reward)


def fight(rng, party, monster, log):
    rounds = 0
    while monster.hp > 0 and any(h.alive for h in party):
        rounds += 1
        for hero in [h for h in party if h.alive]:
            dmg = roll(rng, "1d6") + hero.attack // 2
            monster.hp -= dmg
            if monster.hp <= 0:
                hero.kills.append(monster.kind)
                hero.gold += monster.reward
                log.append(f"    {hero.name} slays the {monster.kind} (round {rounds})")
                return True
        target = rng.choice([h for h in party if h.alive])
        hit = max(0, roll(rng, "2d4") + monster.attack - target.armor)
        target.hp -= hit
        if not target.alive:
            log.append(f"    {target.name} falls to the {monster.kind}!")
    return monster.hp <= 0


def main():
    rng = random.Random(1337)
    party = [Hero("Brienne", 30, 7, 4), Hero("Merric", 18, 4, 1), Hero("Tasha", 22, 6, 2)]
    depth = 0
    while any(h.alive for h in party) and depth < 8:
        depth += 1
        n = rng.randint(1, 3)
        monsters = [spawn(rng, depth) for _ in range(n)]
        print(f"Room {depth}: {', '.join(m.kind for m in monsters)}")
        log = []
        for m in monsters:
            if not fight(rng, party, m, log):
                break
        for line in log:
            print(line)
        if rng.random() < 0.3:
            healer = [h for h in party if h.alive]
            for h in healer:
                h.hp += 5
            print(f"    a fountain heals {len(healer)} hero(es)")
        status = ", ".join(f"{h.name} {h.hp if h.alive else 'dead'}" for h in party)
        print(f"  party: {status}")
    survivors = [h.name for h in party if h.alive]
    print(f"Reached depth {depth}. Survivors: {survivors or 'none'}")
    for h in sorted(party, key=lambda h: h.gold, reverse=True):
        tally = {k: h.kills.count(k) for k in sorted(set(h.kills))}
        print(f"  {h.name:<8} {h.gold:>4} gold  {tally}")


if __name__ == "__main__":
    main()

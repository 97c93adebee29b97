"""A text adventure command loop: parse verbs with match/case and update the world state."""
from dataclasses import dataclass, field

ROOMS = {
    "hall": {"desc": "A draughty hall.", "exits": {"north": "library", "east": "kitchen"}, "items": ["lamp"]},
    "library": {"desc": "Dusty shelves everywhere.", "exits": {"south": "hall"}, "items": ["book", "key"]},
    "kitchen": {"desc": "Smells of old soup.", "exits": {"west": "hall", "down": "cellar"}, "items": ["bread"]},
    "cellar": {"desc": "Dark and damp.", "exits": {"up": "kitchen"}, "items": ["chest"], "locked": True},
}

ALIASES = {"n": "north", "s": "south", "e": "east", "w": "west", "u": "up", "d": "down"}


@dataclass
class Player:
    room: str = "hall"
    inventory: list = field(default_factory=list)
    moves: int = 0
    score: int = 0


def execute(player, world, line):
    words = line.lower().split()
    match words:
        case []:
            return "Say something."
        case ["look" | "l"]:
            room = world[player.room]
            items = ", ".join(room["items"]) or "nothing"
            return f"{room['desc']} Exits: {', '.join(sorted(room['exits']))}. You see {items}."
        case ["go", direction] | [("north" | "south" | "east" | "west" | "up" | "down" | "n" | "s" | "e" | "w" | "u" | "d") as direction]:
            direction = ALIASES.get(direction, direction)
            target = world[player.room]["exits"].get(direction)
            if target is None:
                return "You can't go that way."
            if world[target].get("locked") and "key" not in player.inventory:
                return "The way is locked."
            player.room = target
            player.moves += 1
            return f"You enter the {target}."
        case ["take" | "get", item] if item in world[player.room]["items"]:
            if item == "chest":
                return "Too heavy."
            world[player.room]["items"].remove(item)
            player.inventory.append(item)
            player.score += 5
            return f"Taken: {item}."
        case ["take" | "get", item]:
            return f"There is no {item} here."
        case ["take" | "get", *rest] if len(rest) > 1:
            return "One thing at a time."
        case ["drop", item] if item in player.inventory:
            player.inventory.remove(item)
            world[player.room]["items"].append(item)
            return f"Dropped {item}."
        case ["open", "chest"] if player.room == "cellar":
            if "lamp" not in player.inventory:
                return "Too dark to find the lock."
            player.score += 50
            return "The chest holds gold! You win."
        case ["inventory" | "i"]:
            return "You carry: " + (", ".join(sorted(player.inventory)) or "nothing")
        case [verb, *_]:
            return f"I don't know how to {verb!r}."


def main():
    world = {name: {**room, "items": list(room["items"])} for name, room in ROOMS.items()}
    player = Player()
    script = ["look", "take lamp", "e", "go down", "w", "n", "look", "take key", "take sword",
              "take book now", "s", "east", "drop book", "d", "open chest", "take chest", "i", "dance wildly", ""]
    for line in script:
        reply = execute(player, world, line)
        print(f"> {line:<14} {reply}")
    print(f"room={player.room} moves={player.moves} score={player.score}")
    print({name: room["items"] for name, room in world.items()})


if __name__ == "__main__":
    main()

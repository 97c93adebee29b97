"""A tiny text adventure driven by a scripted list of commands (state machine)."""

ROOMS = {
    "hall": {"desc": "A dusty hall.", "exits": {"north": "library", "east": "kitchen"}, "items": ["lamp"]},
    "library": {"desc": "Shelves of old books.", "exits": {"south": "hall"}, "items": ["key", "book"]},
    "kitchen": {"desc": "A cold kitchen.", "exits": {"west": "hall", "down": "cellar"}, "items": []},
    "cellar": {"desc": "It is pitch dark.", "exits": {"up": "kitchen"}, "items": ["treasure"], "dark": True, "locked": True},
}


class Game:
    def __init__(self, rooms):
        self.rooms = {name: dict(info, items=list(info["items"])) for name, info in rooms.items()}
        self.where = "hall"
        self.inventory = set()
        self.moves = 0
        self.over = False

    def look(self):
        room = self.rooms[self.where]
        if room.get("dark") and "lamp" not in self.inventory:
            return "It is too dark to see."
        items = ", ".join(room["items"]) or "nothing"
        exits = "/".join(sorted(room["exits"]))
        return f"{room['desc']} You see: {items}. Exits: {exits}."

    def go(self, direction):
        target = self.rooms[self.where]["exits"].get(direction)
        if target is None:
            return "You can't go that way."
        if self.rooms[target].get("locked"):
            if "key" not in self.inventory:
                return "The door is locked."
            self.rooms[target]["locked"] = False
            self.where = target
            return "You unlock the door with the key. " + self.look()
        self.where = target
        return self.look()

    def take(self, item):
        room = self.rooms[self.where]
        if room.get("dark") and "lamp" not in self.inventory:
            return "You fumble in the dark."
        if item not in room["items"]:
            return f"There is no {item} here."
        room["items"].remove(item)
        self.inventory.add(item)
        if item == "treasure":
            self.over = True
            return "You found the treasure! You win."
        return f"Taken: {item}."

    def handle(self, line):
        verb, _, arg = line.strip().lower().partition(" ")
        self.moves += 1
        commands = {
            "look": lambda: self.look(),
            "go": lambda: self.go(arg),
            "take": lambda: self.take(arg),
            "inventory": lambda: "You carry: " + (", ".join(sorted(self.inventory)) or "nothing"),
        }
        action = commands.get(verb)
        if action is None:
            self.moves -= 1
            return f"I don't understand {verb!r}."
        return action()


def main():
    game = Game(ROOMS)
    script = ["look", "take lamp", "go east", "go down", "go west", "go north", "take key",
              "dance", "go south", "go east", "go down", "take treasure", "inventory", "look"]
    for line in script:
        if game.over:
            print("(game over, ignoring:", line + ")")
            continue
        print(f"> {line}")
        print("  " + game.handle(line))
    print(f"Finished in {game.moves} moves in the {game.where}.")
    print("original hall still has:", ROOMS["hall"]["items"])


if __name__ == "__main__":
    main()

"""Allocate and free disk blocks tracked in a bitmap, printing the free-space map."""


class BlockBitmap:
    def __init__(self, blocks: int):
        self.blocks = blocks
        self.bits = bytearray((blocks + 7) // 8)

    def used(self, block: int) -> bool:
        return bool(self.bits[block // 8] & (1 << (block % 8)))

    def mark(self, block: int, used: bool):
        mask = 1 << (block % 8)
        if used:
            self.bits[block // 8] |= mask
        else:
            self.bits[block // 8] &= ~mask & 0xFF

    def allocate(self, count: int) -> list:
        """First fit: the first run of `count` free blocks."""
        run_start, run_len = 0, 0
        for block in range(self.blocks):
            if self.used(block):
                run_start, run_len = block + 1, 0
                continue
            run_len += 1
            if run_len == count:
                for b in range(run_start, run_start + count):
                    self.mark(b, True)
                return list(range(run_start, run_start + count))
        raise MemoryError(f"no run of {count} free blocks")

    def free(self, blocks):
        for b in blocks:
            if not self.used(b):
                raise ValueError(f"block {b} is already free")
            self.mark(b, False)

    def render(self) -> str:
        return "".join("#" if self.used(b) else "." for b in range(self.blocks))

    def free_count(self) -> int:
        return self.blocks - sum(bin(byte).count("1") for byte in self.bits)


def main():
    disk = BlockBitmap(30)
    files = {}
    for name, size in [("a.log", 4), ("b.db", 9), ("c.tmp", 3), ("d.bin", 6)]:
        files[name] = disk.allocate(size)
        print(f"{name:<6} -> blocks {files[name][0]}..{files[name][-1]}")
    print(disk.render(), disk.free_count(), "free")
    disk.free(files.pop("b.db"))
    print(disk.render(), disk.free_count(), "free")
    files["e.big"] = disk.allocate(7)
    print("e.big ->", files["e.big"])
    print(disk.render(), disk.bits.hex())
    for request in (5, 20):
        try:
            disk.allocate(request)
            print("allocated", request)
        except MemoryError as err:
            print("error:", err)
    try:
        disk.free([0, 1, 29])
    except ValueError as err:
        print("error:", err)


if __name__ == "__main__":
    main()

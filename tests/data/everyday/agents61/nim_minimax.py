"""Play Nim variants: minimax with memoisation checked against the Sprague-Grundy XOR rule."""
from functools import lru_cache, reduce
from operator import xor


@lru_cache(maxsize=None)
def winning(piles: tuple, max_take: int) -> bool:
    """True if the player to move wins (normal play, at most max_take from one pile)."""
    for i, p in enumerate(piles):
        for k in range(1, min(p, max_take) + 1):
            nxt = tuple(sorted(piles[:i] + (p - k,) + piles[i + 1:]))
            if not winning(nxt, max_take):
                return True
    return False


def grundy(p: int, max_take: int) -> int:
    return p % (max_take + 1)


def best_move(piles, max_take):
    for i, p in enumerate(piles):
        for k in range(1, min(p, max_take) + 1):
            nxt = list(piles)
            nxt[i] -= k
            if not winning(tuple(sorted(nxt)), max_take):
                return i, k
    return None


def play(piles, max_take, verbose=True):
    piles = list(piles)
    player = 0
    moves = 0
    while any(piles):
        move = best_move(piles, max_take)
        if move is None:
            i = max(range(len(piles)), key=lambda j: piles[j])
            move = (i, 1)
        i, k = move
        piles[i] -= k
        moves += 1
        if verbose:
            print(f"  P{player + 1} takes {k} from pile {i} -> {piles}")
        player ^= 1
    return 1 - player + 1, moves


def main():
    unbounded = 99
    for piles in [(1, 2, 3), (3, 4, 5), (2, 2), (1, 4, 6, 7), (5,)]:
        key = tuple(sorted(piles))
        mm = winning(key, unbounded)
        rule = reduce(xor, piles) != 0
        print(f"{piles}: minimax says {'win' if mm else 'lose'}, xor rule agrees: {mm == rule}")
    print("subtraction game (take 1..3):")
    for piles in [(4,), (5, 7), (3, 6, 9)]:
        mm = winning(tuple(sorted(piles)), 3)
        g = reduce(xor, (grundy(p, 3) for p in piles), 0)
        print(f"  {piles}: grundy {g}, first player {'wins' if mm else 'loses'}")
    print("game (3, 4, 5):")
    winner, moves = play((3, 4, 5), unbounded)
    print(f"winner P{winner} after {moves} moves")
    winner, moves = play((4, 4), 3, verbose=False)
    print(f"(4,4) take<=3: P{winner} wins in {moves}")
    info = winning.cache_info()
    print("cache positions:", info.currsize, "hits>0:", info.hits > 0)


if __name__ == "__main__":
    main()

"""List legal Othello moves, apply them, and play a greedy game to the end."""
SIZE = 8
DIRECTIONS = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]


def new_board():
    board = [["." for _ in range(SIZE)] for _ in range(SIZE)]
    board[3][3], board[4][4] = "W", "W"
    board[3][4], board[4][3] = "B", "B"
    return board


def opponent(player):
    return "W" if player == "B" else "B"


def flips(board, r, c, player):
    if board[r][c] != ".":
        return []
    captured = []
    for dr, dc in DIRECTIONS:
        run = []
        rr, cc = r + dr, c + dc
        while 0 <= rr < SIZE and 0 <= cc < SIZE and board[rr][cc] == opponent(player):
            run.append((rr, cc))
            rr, cc = rr + dr, cc + dc
        if run and 0 <= rr < SIZE and 0 <= cc < SIZE and board[rr][cc] == player:
            captured.extend(run)
    return captured


def legal_moves(board, player):
    moves = {}
    for r in range(SIZE):
        for c in range(SIZE):
            f = flips(board, r, c, player)
            if f:
                moves[(r, c)] = f
    return moves


def name(square):
    r, c = square
    return "abcdefgh"[c] + str(r + 1)


def play(board, square, player, captured):
    r, c = square
    board[r][c] = player
    for rr, cc in captured:
        board[rr][cc] = player


def show(board):
    print("  " + " ".join("abcdefgh"))
    for i, row in enumerate(board, 1):
        print(i, " ".join(row))


def score(board):
    flat = [x for row in board for x in row]
    return flat.count("B"), flat.count("W")


def main():
    board = new_board()
    player = "B"
    print("opening moves for B:", sorted(name(s) for s in legal_moves(board, "B")))
    passes, turn, log = 0, 0, []
    corners = {(0, 0), (0, 7), (7, 0), (7, 7)}
    while passes < 2:
        moves = legal_moves(board, player)
        if not moves:
            passes += 1
            log.append(f"{player}:pass")
            player = opponent(player)
            continue
        passes = 0
        square = max(moves, key=lambda s: (s in corners, len(moves[s]), -s[0], -s[1]))
        play(board, square, player, moves[square])
        log.append(f"{player}:{name(square)}")
        turn += 1
        if turn == 10:
            print("after 10 moves:")
            show(board)
        player = opponent(player)
    print("moves:", " ".join(log[:12]), "...", " ".join(log[-4:]))
    show(board)
    b, w = score(board)
    print(f"final score B {b} - W {w} after {turn} moves: {'B wins' if b > w else 'W wins' if w > b else 'draw'}")


if __name__ == "__main__":
    main()

SONGS = ["intro", "alpha", "beta", "gamma", "delta", "outro"]


def main() -> None:
    playlist = list(SONGS)
    first, *middle, last = playlist
    middle[::2], middle[1::2] = middle[1::2], middle[::2]
    playlist = [first, *middle, last]
    print(playlist)
    del playlist[1:3]
    print(playlist)
    playlist[1:1] = ["bonus", "remix"]
    print(playlist, len(playlist))
    playlist[-2:] = ["finale"]
    print(playlist)

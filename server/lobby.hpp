#pragma once
// The lobby: which invite code and which seat token lead to which game, the
// games still open, what each address group holds, and how fast unknown
// codes may be guessed. It decides; the core asks it before it creates,
// joins or looks up a game, and tells it when games come, change and go.
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "games_by_address.hpp"
#include "token_bucket.hpp"

namespace djed::server {

// What the lobby allows (docs/server.md, "Limits").
struct LobbyLimits {
  int open_games_per_address = 10;  // created, not yet joined, by one address
  int open_games = 10'000;          // the same, on the whole server
  int games_per_address = 100;      // open, in play or just over, with a seat taken from one address
  int games = 20'000;               // games in memory, of every state
  double code_guesses_per_minute = 10;      // look-ups of unknown codes by one address (bursts as many)
  double all_code_guesses_per_second = 20;  // the same, all addresses together (bursts of 3 s)
};

class Lobby {
 public:
  // Fills a buffer with random bytes; false when it cannot.
  using RandomBytes = std::function<bool(unsigned char* bytes, std::size_t size)>;
  // `random`: none, OpenSSL's generator.
  explicit Lobby(LobbyLimits limits, RandomBytes random = {});

  // ---- games and their codes ----
  // A game came into memory with its invite code.
  void hold(const std::string& id, const std::string& code, bool open);
  // A game left memory: its code, its seats' groups and its tokens (those
  // still leading to it) go with it.
  void forget(const std::string& id, const std::string& code, const std::array<std::string, 2>& groups,
              const std::array<std::string, 2>& token_hashes);
  // Codes are told apart without case: what they are kept and looked up by.
  static std::string normal_code(std::string_view code);
  // The game an invite code names.
  std::optional<std::string> game_of_code(std::string_view code) const;
  // A fresh code, in use by no game here (none: no random bytes).
  std::optional<std::string> draw_code() const;
  // Whether a game is open (created, nobody joined yet), as its seats' groups count it.
  void set_open(const std::string& id, const std::array<std::string, 2>& groups, bool open);
  std::size_t open_games() const { return open_ids_.size(); }
  const std::unordered_set<std::string>& open_ids() const { return open_ids_; }
  // `side` of game `id` was taken from `group`; `groups` are the game's seats' groups, updated.
  void take_seat(const std::string& id, std::array<std::string, 2>& groups, int side, const std::string& group, bool open);

  // ---- seat tokens (by their hash) ----
  void seat_token(const std::string& hash, const std::string& id, int side) { tokens_[hash] = {id, side}; }
  std::optional<std::pair<std::string, int>> token(const std::string& hash) const;

  // ---- limits ----
  // Why `group` may not create a game now, given `games` in memory; "" when it may.
  std::string refuse_create(const std::string& group, std::size_t games) const;
  // Why `group` may not take a seat in another game (`new_game`: one to be
  // made, which `games` in memory may not allow); "" when it may.
  std::string refuse_seat(const std::string& group, std::size_t games, bool new_game) const;

  // ---- guessing codes ----
  enum class Guess { kAllowed, kAddressSpent, kServerSpent };
  // Whether a code not known to be public may be looked up now by `group`.
  Guess may_guess(const std::string& group, std::int64_t now);
  // A look-up found nothing: it spends one guess of the group and of the server.
  void spend_guess(const std::string& group);
  // Groups whose allowance is whole again are forgotten.
  void forget_guessers(std::int64_t now);
  std::size_t guessers() const { return guesses_.size(); }

 private:
  LobbyLimits limits_;
  RandomBytes random_;
  std::unordered_map<std::string, std::string> codes_;                   // lowercase code -> game id
  std::unordered_map<std::string, std::pair<std::string, int>> tokens_;  // token hash -> game id, side
  std::unordered_set<std::string> open_ids_;
  GamesByAddress games_by_address_;
  std::unordered_map<std::string, TokenBucket> guesses_;  // by group, while not whole again
  TokenBucket all_guesses_;
};

}  // namespace djed::server

// The lobby's decisions: codes drawn and looked up, tokens, the per-address
// limits, and guesses of unknown codes at a bounded rate.
#include "lobby.hpp"

#include <openssl/rand.h>

#include <algorithm>
#include <cctype>

namespace djed::server {

namespace {

// Invite codes: 8 letters and digits that cannot be mistaken for each other,
// 31^8 (8.5e11) codes: docs/protocol.md works out how long guessing takes.
constexpr std::string_view kCodeAlphabet = "23456789abcdefghjkmnpqrstuvwxyz";
constexpr std::size_t kCodeLength = 8;

}  // namespace

std::string Lobby::normal_code(std::string_view code) {
  std::string out(code);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
  return out;
}

Lobby::Lobby(LobbyLimits limits, RandomBytes random) : limits_(limits), random_(std::move(random)) {
  if (!random_)
    random_ = [](unsigned char* bytes, std::size_t size) { return RAND_bytes(bytes, static_cast<int>(size)) == 1; };
}

void Lobby::hold(const std::string& id, const std::string& code, bool open) {
  codes_[normal_code(code)] = id;
  if (open) open_ids_.insert(id);
}

void Lobby::forget(const std::string& id, const std::string& code, const std::array<std::string, 2>& groups,
                   const std::array<std::string, 2>& token_hashes) {
  if (auto it = codes_.find(normal_code(code)); it != codes_.end() && it->second == id) codes_.erase(it);
  for (const std::string& group : groups) games_by_address_.remove(group, id);
  open_ids_.erase(id);
  for (const std::string& hash : token_hashes)
    if (auto it = tokens_.find(hash); it != tokens_.end() && it->second.first == id) tokens_.erase(it);
}

std::optional<std::string> Lobby::game_of_code(std::string_view code) const {
  const auto it = codes_.find(normal_code(code));
  if (it == codes_.end()) return std::nullopt;
  return it->second;
}

std::optional<std::string> Lobby::draw_code() const {
  for (int attempt = 0; attempt < 100; ++attempt) {
    std::string code;
    while (code.size() < kCodeLength) {
      unsigned char bytes[16];
      if (!random_(bytes, sizeof bytes)) return std::nullopt;
      // Bytes below 248 (8 x 31) map evenly onto the alphabet.
      for (unsigned char b : bytes)
        if (b < 248 && code.size() < kCodeLength) code.push_back(kCodeAlphabet[b % kCodeAlphabet.size()]);
    }
    if (!codes_.count(code)) return code;
  }
  return std::nullopt;
}

void Lobby::set_open(const std::string& id, const std::array<std::string, 2>& groups, bool open) {
  if (open) open_ids_.insert(id);
  else open_ids_.erase(id);
  for (const std::string& group : groups) games_by_address_.set_open(group, id, open);
}

void Lobby::take_seat(const std::string& id, std::array<std::string, 2>& groups, int side, const std::string& group,
                      bool open) {
  std::string& held = groups[static_cast<std::size_t>(side)];
  // The group that held this seat before no longer counts the game, unless it holds the other seat.
  if (!held.empty() && held != group && groups[static_cast<std::size_t>(1 - side)] != held)
    games_by_address_.remove(held, id);
  held = group;
  games_by_address_.add(group, id, open);
}

std::optional<std::pair<std::string, int>> Lobby::token(const std::string& hash) const {
  const auto it = tokens_.find(hash);
  if (it == tokens_.end()) return std::nullopt;
  return it->second;
}

std::string Lobby::refuse_create(const std::string& group, std::size_t games) const {
  const auto mine = games_by_address_.open(group);
  if (mine >= static_cast<std::size_t>(limits_.open_games_per_address))
    return group + " has " + std::to_string(mine) + " open games nobody has joined, as many as one address may have";
  if (std::string many = refuse_seat(group, games, true); !many.empty()) return many;
  if (open_ids_.size() >= static_cast<std::size_t>(limits_.open_games))
    return "the server has " + std::to_string(open_ids_.size()) +
           " open games nobody has joined; join one, or try later";
  return {};
}

std::string Lobby::refuse_seat(const std::string& group, std::size_t games, bool new_game) const {
  if (new_game && games >= static_cast<std::size_t>(limits_.games))
    return "the server holds " + std::to_string(games) + " games, as many as it may; try again later";
  const auto held = games_by_address_.games(group);
  if (held < static_cast<std::size_t>(limits_.games_per_address)) return {};
  return group + " has " + std::to_string(held) +
         " games on this server (open, in play or just over), as many as one address may have";
}

Lobby::Guess Lobby::may_guess(const std::string& group, std::int64_t now) {
  const double server_rate = limits_.all_code_guesses_per_second;
  const bool server_left = all_guesses_.refill(now, server_rate / 1000.0, 3 * server_rate);
  auto [it, fresh] = guesses_.try_emplace(group);
  if (fresh) it->second = {limits_.code_guesses_per_minute, now};
  const bool address_left =
      it->second.refill(now, limits_.code_guesses_per_minute / 60'000.0, limits_.code_guesses_per_minute);
  if (!address_left) return Guess::kAddressSpent;
  return server_left ? Guess::kAllowed : Guess::kServerSpent;
}

void Lobby::spend_guess(const std::string& group) {
  all_guesses_.allowance -= 1;
  if (auto it = guesses_.find(group); it != guesses_.end()) it->second.allowance -= 1;
}

void Lobby::forget_guessers(std::int64_t now) {
  const double per_minute = limits_.code_guesses_per_minute;
  for (auto it = guesses_.begin(); it != guesses_.end();)
    if (!it->second.refill(now, per_minute / 60'000.0, per_minute) || it->second.allowance < per_minute)
      ++it;
    else
      it = guesses_.erase(it);
}

}  // namespace djed::server

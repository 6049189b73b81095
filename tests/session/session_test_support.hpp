#pragma once
// What the session tests share: the three games, made in-process, and a
// session started on one of them.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "game_session.hpp"
#include "pharao_game.hpp"
#include "ramses_game.hpp"
#include "seti_game.hpp"

namespace djed::session::test {

inline std::shared_ptr<const Game> game_for(const std::string& id) {
  if (id == "ramses") return std::make_shared<ramses::RamsesGame>();
  if (id == "pharao") return std::make_shared<pharao::PharaoGame>();
  return std::make_shared<seti::SetiGame>();
}

inline std::unique_ptr<GameSession> start_session(const std::string& id, const std::string& variant,
                                                  std::array<Seat, 2> seats, const std::string& position,
                                                  std::uint64_t seed) {
  SessionConfig config{id, variant, seats, seed, position};
  auto session = GameSession::create(game_for(id), config);
  EXPECT_TRUE(session.ok()) << (session.ok() ? "" : session.message());
  return std::move(session).value();
}

}  // namespace djed::session::test

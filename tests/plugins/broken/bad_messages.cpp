// A plugin whose message table is malformed (bad_messages.txt, line 3): the
// game refuses to be built and the host reports the file and line.
#include <stdexcept>

#include "djed/plugin_export.hpp"
#include "djed/resources.hpp"
#include "stub_game.hpp"

namespace bad_messages {
djed::EmbeddedFiles embedded_resources();

class BadMessagesGame : public broken::StubGame {
 public:
  BadMessagesGame() {
    info_.id = "bad-messages";
    if (auto added = djed::add_embedded_files(info_, embedded_resources()); !added)
      throw std::runtime_error(added.message());
  }
};
}  // namespace bad_messages

DJED_PLUGIN(bad_messages::BadMessagesGame)

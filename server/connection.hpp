#pragma once
// One client's connection, as the network layer gives it to the server's
// core (listener.hpp makes them; the tests make fakes).
#include <string>

namespace djed::server {

class Connection {
 public:
  virtual ~Connection() = default;
  // Queues a text frame.
  virtual void send(std::string text) = 0;
  // Closes once what is queued has gone.
  virtual void close() = 0;
  virtual const std::string& address() const = 0;
};

}  // namespace djed::server
